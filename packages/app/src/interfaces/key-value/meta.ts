import type { InterfaceMeta } from '../types';

export const meta: InterfaceMeta = {
  name: '$t:key-value',
  version: '1.0.0',
  types: ['json'],
  icon: 'list_alt',
  options: {
    keyInterface: {
      name: '$t:key_interface',
      comment: '$t:key_interface_comment',
      interface: 'interfaces',
      default: 'text-input',
    },
    keyType: {
      name: '$t:key_type',
      comment: '$t:key_type_comment',
      interface: 'text-input',
      default: 'string',
    },
    keyOptions: {
      name: '$t:key_options',
      comment: '$t:key_options_comment',
      interface: 'json',
      type: 'json',
      default: { placeholder: '$t:key' },
    },
    valueInterface: {
      name: '$t:value_interface',
      comment: '$t:value_interface_comment',
      interface: 'interfaces',
      default: 'text-input',
    },
    valueType: {
      name: '$t:value_type',
      comment: '$t:value_type_comment',
      interface: 'text-input',
      default: 'string',
    },
    valueOptions: {
      name: '$t:value_options',
      comment: '$t:value_options_comment',
      interface: 'json',
      type: 'json',
      default: { placeholder: '$t:value' },
    },
  },
};
