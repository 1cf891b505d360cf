import type { InterfaceMeta } from '../types';

const meta: InterfaceMeta = {
  name: '$t:name',
  version: '1.0.0',
  types: ['array'],
  icon: 'playlist_add_check',
  recommended: { length: 100 },
  options: {
    choices: {
      name: '$t:choices',
      comment: '$t:choices_comment',
      interface: 'key-value',
      type: 'json',
      default: {
        value1: 'Option 1',
        value2: 'Option 2',
        value3: 'Option 3',
        value4: 'Option 4',
        value5: 'Option 5',
      },
    },
    placeholder: { name: '$t:placeholder', comment: '$t:placeholder_comment', interface: 'text-input' },
    size: {
      name: '$t:size',
      comment: '$t:size_comment',
      interface: 'numeric',
      type: 'integer',
      default: 6,
      options: { min: 3, max: 20 },
    },
    wrapWithDelimiter: {
      name: '$t:wrap',
      comment: '$t:wrap_comment',
      interface: 'switch',
      default: true,
    },
    formatting: {
      name: '$t:formatting',
      comment: '$t:formatting_comment',
      interface: 'radio-buttons',
      default: 'text',
      options: { choices: { text: '$t:formatting_text', value: '$t:formatting_value' } },
    },
  },
};

export default meta;
