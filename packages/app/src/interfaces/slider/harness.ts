export default [
  { value: null },
  { value: 25, options: { unit: 'kg' } },
  { value: 3, options: { minimum: 1, maximum: 10, step: 1 } },
  { value: 70, readonly: true, options: { unit: '%' } },
];
