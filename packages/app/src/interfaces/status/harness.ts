export default [
  { value: 'published' },
  { value: 'draft', options: { simpleBadge: false } },
  { value: 'draft', options: { status_blacklist: ['published'] } },
  { value: 'deleted', readonly: true, options: { simpleBadge: false } },
];
