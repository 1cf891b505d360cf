export default [
  { value: 'text-input' },
  { value: null, options: { relational: false, status: false } },
  { value: 'slider', readonly: true },
];
