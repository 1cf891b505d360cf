export default [
  { value: 3 },
  { value: 3.5, type: 'decimal', options: { active_color: 'pink-500', max_stars: 7 } },
  { value: 4, options: { display: 'number' } },
  { value: 2, readonly: true },
];
