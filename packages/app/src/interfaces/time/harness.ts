export default [
  { value: '14:05:00' },
  { value: '00:30:15', options: { display24HourClock: false } },
  { value: null },
  { value: '09:00:00', readonly: true },
];
