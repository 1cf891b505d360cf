export default [
  { value: 'hello-world', options: { onlyOnCreate: false } },
  { value: null, options: { onlyOnCreate: false } },
  { value: 'locked-once-created' },
  { value: 'Mixed-Case', options: { onlyOnCreate: false, forceLowercase: false } },
];
