import type { InterfaceMeta } from '../types';

const meta: InterfaceMeta = {
  name: '$t:name',
  version: '1.0.0',
  types: ['string', 'lang'],
  icon: 'text_fields',
  recommended: { length: 200 },
  options: {
    placeholder: {
      name: '$t:placeholder',
      comment: '$t:placeholder_comment',
      interface: 'text-input',
      length: 200,
    },
    trim: { name: '$t:trim', comment: '$t:trim_comment', interface: 'switch', default: true },
    showCharacterCount: {
      name: '$t:show_character_count',
      comment: '$t:show_character_count_comment',
      interface: 'switch',
      default: true,
    },
    iconLeft: { name: '$t:icon_left', comment: '$t:icon_left_comment', interface: 'icon', advanced: true },
    iconRight: { name: '$t:icon_right', comment: '$t:icon_right_comment', interface: 'icon', advanced: true },
    formatValue: {
      name: '$t:format_value',
      comment: '$t:format_value_comment',
      interface: 'switch',
      default: false,
    },
    monospace: { name: '$t:monospace', comment: '$t:monospace_comment', interface: 'switch', default: false },
  },
};

export default meta;
