import type { InterfaceMeta } from '../types';

export const meta: InterfaceMeta = {
  name: '$t:divider',
  version: '1.0.0',
  types: ['alias'],
  icon: 'horizontal_split',
  hideLabel: true,
  recommended: { required: false },
  options: {
    style: {
      name: '$t:style',
      comment: '$t:style_comment',
      interface: 'dropdown',
      default: 'large',
      options: { choices: { small: '$t:small', medium: '$t:medium', large: '$t:large' } },
    },
    title: {
      name: '$t:title',
      comment: '$t:title_comment',
      interface: 'text-input',
      options: { placeholder: '$t:title_placeholder' },
    },
    description: {
      name: '$t:description',
      comment: '$t:description_comment',
      interface: 'textarea',
    },
    hr: { name: '$t:hr', comment: '$t:hr_comment', interface: 'switch', default: true },
    margin: { name: '$t:margin', comment: '$t:margin_comment', interface: 'switch', default: true },
  },
};
