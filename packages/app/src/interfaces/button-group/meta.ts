import type { InterfaceMeta } from '../types';

const meta: InterfaceMeta = {
  name: '$t:name',
  version: '1.0.0',
  types: ['string'],
  icon: 'view_week',
  fieldset: true,
  options: {
    choices: { name: '$t:choices', comment: '$t:choices_comment', interface: 'json', type: 'json' },
    theme: {
      name: '$t:theme',
      comment: '$t:theme_comment',
      interface: 'dropdown',
      default: 'solid',
      options: { choices: { solid: '$t:theme_solid', outline: '$t:theme_outline' } },
    },
  },
};

export default meta;
