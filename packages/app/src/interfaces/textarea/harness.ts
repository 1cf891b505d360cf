export default [
  { value: 'First line\nSecond line of a longer text that goes on.' },
  { value: null, options: { placeholder: 'Write something…', serif: true, rows: 5 } },
  { value: 'Read only text', readonly: true },
];
