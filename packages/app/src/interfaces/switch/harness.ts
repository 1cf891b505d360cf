export default [
  { value: true, options: { labelOn: 'Published', labelOff: 'Hidden' } },
  { value: false },
  { value: true, options: { checkbox: true, labelOn: 'Yes' } },
  { value: true, readonly: true },
];
