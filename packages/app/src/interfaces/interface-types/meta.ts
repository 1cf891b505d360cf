import type { InterfaceMeta } from '../types';

export const meta: InterfaceMeta = {
  name: '$t:interface_types',
  version: '1.0.0',
  types: ['json'],
  icon: 'category',
  options: {
    interfaceField: {
      name: '$t:interface_field',
      comment: '$t:interface_field_comment',
      interface: 'text-input',
      required: true,
    },
  },
};
