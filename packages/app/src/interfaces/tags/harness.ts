export default [
  { value: ['design', 'news', 'react'] },
  { value: ',alpha,beta,', type: 'string', options: { wrap: true, format: true, sanitize: true } },
  { value: null, options: { iconLeft: 'label', validation: '^[a-z]+$', validationMessage: 'Letters only' } },
  { value: ['locked', 'tags'], readonly: true },
];
