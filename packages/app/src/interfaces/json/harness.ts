export default [
  { value: { title: 'Hello', tags: ['a', 'b'], nested: { on: true } } },
  { value: null, options: { template: { key: 'value', list: [] } } },
  { value: [1, 2, 3], readonly: true },
];
