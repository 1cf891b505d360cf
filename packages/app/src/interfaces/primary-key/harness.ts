export default [{ value: 42 }, { type: 'string', value: 'abc-123' }, { value: 1, readonly: true }];
