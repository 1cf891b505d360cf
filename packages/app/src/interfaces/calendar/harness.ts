export default [
  { value: '2024-03-15', options: { formatting: 'MM/dd/yyyy' } },
  { value: null, options: { min: '2024-03-05', max: '2024-03-25' } },
  { value: '2024-03-15', readonly: true },
];
