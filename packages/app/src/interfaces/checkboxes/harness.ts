const choices = { red: 'Red', green: 'Green', blue: 'Blue', yellow: 'Yellow', purple: 'Purple' };
export default [
  { value: ['blue', 'red'], options: { choices } },
  { value: ['', 'green', 'mauve', ''], options: { choices, allow_other: true, draggable: true, wrap: true } },
  { value: 'red,blue', type: 'string', options: { choices, single: true } },
  { value: ['green'], readonly: true, options: { choices } },
];
