import type { InterfaceMeta } from '../types';

const meta: InterfaceMeta = {
  name: '$t:name',
  version: '1.0.0',
  types: ['array'],
  icon: 'check_box',
  fieldset: true,
  options: {
    choices: { name: '$t:choices', comment: '$t:choices_comment', interface: 'key-value', type: 'json' },
    allow_other: {
      name: '$t:allow_other',
      comment: '$t:allow_other_comment',
      interface: 'switch',
      default: false,
    },
    draggable: { name: '$t:draggable', comment: '$t:draggable_comment', interface: 'switch', default: false },
    wrap: { name: '$t:wrap', comment: '$t:wrap_comment', interface: 'switch', default: false },
    formatting: {
      name: '$t:formatting',
      comment: '$t:formatting_comment',
      interface: 'switch',
      default: true,
    },
    single: { name: '$t:single', comment: '$t:single_comment', interface: 'switch', default: false },
  },
};

export default meta;
