export default [
  { value: null },
  { value: 'articles' },
  { value: 'directus_users', options: { include_system: true } },
  { value: 'articles', readonly: true },
];
