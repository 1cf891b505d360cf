import type { InterfaceMeta } from '../types';

const meta: InterfaceMeta = {
  name: '$t:name',
  version: '1.0.0',
  types: ['string', 'json'],
  icon: 'code',
  recommended: { length: 2000 },
  options: {
    language: {
      name: '$t:language',
      comment: '$t:language_comment',
      interface: 'dropdown',
      default: 'text/plain',
      options: {
        choices: {
          'text/plain': '$t:lang_plain',
          'text/javascript': '$t:lang_javascript',
          'application/json': '$t:lang_json',
          'text/x-vue': '$t:lang_vue',
          'application/x-httpd-php': '$t:lang_php',
        },
      },
    },
    template: { name: '$t:template', comment: '$t:template_comment', interface: 'code' },
    lineNumber: {
      name: '$t:line_number',
      comment: '$t:line_number_comment',
      interface: 'switch',
      default: true,
    },
  },
};

export default meta;
