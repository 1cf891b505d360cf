import type { InterfaceMeta } from '../types';

export const meta: InterfaceMeta = {
  name: '$t:preview',
  version: '1.0.0',
  types: ['alias'],
  icon: 'visibility',
  options: {
    url_template: {
      name: '$t:url_template',
      comment: '$t:url_template_comment',
      interface: 'text-input',
      required: true,
      options: { placeholder: 'https://example.com/collection/{{ id }}' },
    },
  },
};
