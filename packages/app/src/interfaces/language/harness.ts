export default [
  { value: 'nl-NL' },
  { value: null, options: { limit: true } },
  { value: 'pt-BR', readonly: true },
];
