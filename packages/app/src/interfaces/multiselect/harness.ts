export default [
  { value: ['', 'value1', 'value3', ''] },
  { value: null, options: { placeholder: 'Pick some', size: 4 } },
  { value: ['value2'], options: { wrapWithDelimiter: false, formatting: 'value' } },
  { value: ['', 'value4', ''], readonly: true },
];
