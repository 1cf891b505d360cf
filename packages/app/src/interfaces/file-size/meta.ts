import type { InterfaceMeta } from '../types';

const meta: InterfaceMeta = {
  name: '$t:name',
  version: '1.0.0',
  types: ['integer'],
  icon: 'storage',
  recommended: { length: 10 },
  options: {
    placeholder: {
      name: '$t:placeholder',
      comment: '$t:placeholder_comment',
      interface: 'text-input',
    },
    format: {
      name: '$t:format',
      comment: '$t:format_comment',
      interface: 'switch',
      default: true,
    },
    formatInput: {
      name: '$t:format_input',
      comment: '$t:format_input_comment',
      interface: 'switch',
      default: true,
    },
    decimal: {
      name: '$t:decimal',
      comment: '$t:decimal_comment',
      interface: 'switch',
      default: true,
    },
  },
};

export default meta;
