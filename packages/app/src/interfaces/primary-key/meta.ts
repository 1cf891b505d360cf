import type { InterfaceMeta } from '../types';

export const meta: InterfaceMeta = {
  name: '$t:primary-key',
  version: '1.0.0',
  types: ['integer', 'string'],
  icon: 'vpn_key',
  recommended: { length: 10 },
  options: {
    monospace: { name: '$t:monospace', comment: '$t:monospace_comment', interface: 'switch', default: true },
  },
};
