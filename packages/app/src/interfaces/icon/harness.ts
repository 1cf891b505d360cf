export default [{ value: 'favorite' }, { value: null }, { value: 'home', readonly: true }];
