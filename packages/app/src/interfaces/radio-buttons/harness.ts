const choices = { s: 'Small', m: 'Medium', l: 'Large', xl: 'Extra Large' };
export default [
  { value: 'm', options: { choices } },
  { value: null, options: { choices } },
  { value: 'l', readonly: true, options: { choices } },
];
