export default [
  { options: { url_template: 'https://example.com/articles/{{ harness_0 }}' }, value: null },
  {},
];
