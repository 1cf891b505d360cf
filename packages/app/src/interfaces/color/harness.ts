export default [
  { value: '#2196F3' },
  { value: '33,150,243', options: { format: 'rgb' } },
  { value: null, options: { format: 'hsl' } },
  { value: '#4CAF50', options: { paletteOnly: true } },
  { value: '#E91E63', readonly: true },
];
