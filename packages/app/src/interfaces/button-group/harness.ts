export default [
  {
    value: 'center',
    options: {
      choices: [
        {
          groups: [
            { value: 'left', icon: 'format_align_left' },
            { value: 'center', icon: 'format_align_center' },
            { value: 'right', icon: 'format_align_right' },
          ],
        },
        {
          groups: [
            { label: 'Bold', value: 'bold', icon: 'format_bold' },
            { label: 'Plain', value: 'plain' },
          ],
        },
      ],
    },
  },
  {
    value: 'grayscale',
    options: {
      theme: 'outline',
      choices: [
        { label: 'Grayscale', value: 'grayscale' },
        { label: 'Color', value: 'color' },
      ],
    },
  },
  {
    value: 'b',
    readonly: true,
    options: {
      choices: [
        { label: 'A', value: 'a' },
        { label: 'B', value: 'b' },
      ],
    },
  },
];
