export default [
  { value: 1234567, type: 'integer' },
  { value: 12.5, type: 'decimal', length: '10,2', options: { iconLeft: 'attach_money' } },
  { value: null, type: 'integer', options: { placeholder: 'How many?', monospace: true } },
  { value: 42, readonly: true },
];
