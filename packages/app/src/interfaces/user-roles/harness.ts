export default [{ value: 1 }, { value: null }, { value: { id: 3, name: 'Editor' } }];
