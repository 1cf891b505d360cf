export default [
  { value: '2024-03-15T14:30:05+00:00' },
  { value: '2024-03-15T14:30:05+00:00', options: { showRelative: true } },
  { value: null },
];
