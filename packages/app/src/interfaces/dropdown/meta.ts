import type { InterfaceMeta } from '../types';

const meta: InterfaceMeta = {
  name: '$t:name',
  version: '1.0.0',
  types: ['string'],
  icon: 'arrow_drop_down_circle',
  recommended: { length: 100 },
  options: {
    choices: { name: '$t:choices', comment: '$t:choices_comment', interface: 'key-value', type: 'json' },
    placeholder: {
      name: '$t:placeholder',
      comment: '$t:placeholder_comment',
      interface: 'text-input',
      default: '$t:choose_one',
    },
    allow_other: {
      name: '$t:allow_other',
      comment: '$t:allow_other_comment',
      interface: 'switch',
      default: false,
    },
    formatting: {
      name: '$t:formatting',
      comment: '$t:formatting_comment',
      interface: 'switch',
      default: true,
    },
    icon: { name: '$t:icon', comment: '$t:icon_comment', interface: 'icon', advanced: true },
  },
};

export default meta;
