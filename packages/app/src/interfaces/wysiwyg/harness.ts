export default [
  {
    value:
      '<h2>Hello</h2><p>Some <strong>bold</strong> and <em>italic</em> text with a <a href="https://example.com">link</a>.</p><ul><li>one</li><li>two</li></ul>',
  },
  { value: null, options: { toolbar: ['bold', 'italic', 'strikethrough', 'undo', 'redo', 'h4', 'table'] } },
  { value: '<p>Read only</p>', readonly: true },
];
