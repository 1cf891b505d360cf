export default [
  {
    value:
      '# Title\n\nSome **bold** text and a [link](https://example.com).\n\n- one\n- two\n\n<script>alert(1)</script>',
  },
  { value: null, options: { tabbed: false, rows: 6 } },
  { value: '> Read only quote', readonly: true },
];
