import type { InterfaceMeta } from '../types';

const meta: InterfaceMeta = {
  name: '$t:name',
  version: '1.0.0',
  types: ['string'],
  icon: 'radio_button_checked',
  fieldset: true,
  recommended: { length: 100 },
  options: {
    choices: { name: '$t:choices', comment: '$t:choices_comment', interface: 'key-value', type: 'json' },
    format: { name: '$t:format', comment: '$t:format_comment', interface: 'switch', default: true },
  },
};

export default meta;
