const choices = { draft: 'Draft', review: 'In Review', published: 'Published' };
export default [
  { value: 'review', options: { choices } },
  { value: null, options: { choices, icon: 'flag' } },
  { value: 'custom', options: { choices, allow_other: true } },
  { value: null, options: { choices: '{"a": "A",' } },
  { value: 'draft', readonly: true, options: { choices } },
];
