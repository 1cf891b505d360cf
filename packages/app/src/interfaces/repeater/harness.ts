const people = [
  { field: 'name', width: 'half' },
  { field: 'role', width: 'half' },
  { field: 'email', width: 'full', note: 'Work address' },
];
export default [
  {
    value: [
      { name: 'Ada', role: 'Engineer', email: 'ada@example.com' },
      { name: 'Grace', role: 'Admiral', email: null },
    ],
    options: { fields: people, template: '{{ name }} ({{ role }})', duplicable: true },
  },
  { value: [{ url: 'https://example.com' }], options: { fields: [{ field: 'url' }], limit: 3 } },
  {
    value: { en: { title: 'Hello' }, fr: { title: 'Bonjour' } },
    options: { fields: [{ field: 'lang' }, { field: 'title' }], structure: 'object', structure_key: 'lang' },
  },
  { value: [{ name: 'Ada', role: 'Engineer' }], readonly: true, options: { fields: people } },
];
