export default [
  { value: '2024-03-15' },
  { value: null, options: { min: '2024-01-01', max: '2024-12-31', iconLeft: 'event' } },
  { value: '2024-03-15', options: { localized: false } },
  { value: '2024-03-15', readonly: true },
];
