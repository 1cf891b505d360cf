export default [
  { options: { title: 'A Section Title', description: 'Fields below describe the author.' } },
  { options: { title: 'Medium heading', style: 'medium', hr: false } },
  { options: { title: 'Small heading', style: 'small', margin: false } },
];
