export default [{ value: 1 }, { value: null }, { value: 1, options: { display: 'name' } }];
