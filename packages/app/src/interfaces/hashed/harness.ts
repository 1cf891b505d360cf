export default [
  { value: null },
  { value: '$2y$10$abcdefghijklmnopqrstuv' },
  { value: '$2y$10$abcdefghijklmnopqrstuv', options: { showHash: true, hide: true } },
  { value: '$2y$10$abcdefghijklmnopqrstuv', readonly: true },
];
