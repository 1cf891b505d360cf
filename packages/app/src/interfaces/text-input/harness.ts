export default [
  { value: 'Hello world', length: 200 },
  { value: null, options: { placeholder: 'Type here…', iconLeft: 'title' } },
  { value: 'snake_case_value', options: { formatValue: true, monospace: true, showCharacterCount: false } },
  { value: 'Read only', readonly: true, length: 50 },
];
