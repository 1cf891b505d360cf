import type { InterfaceMeta } from '../types';

export const meta: InterfaceMeta = {
  name: '$t:user-roles',
  version: '1.0.0',
  types: ['m2o'],
  icon: 'perm_identity',
  options: {
    relational: {
      name: '$t:relational',
      comment: '$t:relational_comment',
      interface: 'switch',
      default: true,
    },
    showPublic: {
      name: '$t:show_public',
      comment: '$t:show_public_comment',
      interface: 'switch',
      default: false,
    },
  },
};
