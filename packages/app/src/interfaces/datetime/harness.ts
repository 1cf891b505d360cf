export default [
  { value: '2024-03-15 14:30:05' },
  { value: null, options: { format: 'ymd', defaultToCurrentDatetime: true } },
  { value: '2024-03-15T14:30:05+00:00', options: { format: 'dmy', showRelative: true } },
  { value: '2024-03-15 14:30:05', readonly: true },
];
