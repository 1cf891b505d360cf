export default [
  { value: { color: 'blue', size: 'XL' } },
  { value: null },
  { value: { a: '1' }, readonly: true },
];
