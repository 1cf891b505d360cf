import type { InterfaceMeta } from '../types';

export const meta: InterfaceMeta = {
  name: '$t:interfaces',
  version: '1.0.0',
  types: ['string'],
  icon: 'category',
  recommended: { length: 100 },
  options: {
    placeholder: {
      name: '$t:placeholder',
      comment: '$t:placeholder_comment',
      interface: 'text-input',
      default: '$t:choose_interface',
    },
    relational: {
      name: '$t:relational',
      comment: '$t:relational_comment',
      interface: 'switch',
      default: true,
    },
    status: {
      name: '$t:status',
      comment: '$t:status_comment',
      interface: 'switch',
      default: true,
    },
  },
};
