export default [{ value: 3 }, { value: null }, { value: 7, readonly: true }];
