export default [
  { value: true, options: { textActive: 'Favourite', textInactive: 'Not a favourite' } },
  { value: false },
  {
    value: true,
    options: { iconActive: 'visibility', iconInactive: 'visibility_off', colorActive: 'green' },
  },
  { value: true, readonly: true },
];
