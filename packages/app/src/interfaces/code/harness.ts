export default [
  { value: 'function hello() {\n    return "world";\n}', options: { language: 'text/javascript' } },
  {
    value: { a: 1, b: [true, null] },
    type: 'json',
    options: { language: 'application/json', template: '{"a": 0}' },
  },
  { value: null, options: { template: 'Hello {{ name }}', lineNumber: false } },
  { value: '<?php echo 1;', readonly: true, options: { language: 'application/x-httpd-php' } },
];
