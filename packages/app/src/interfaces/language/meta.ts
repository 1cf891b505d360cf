import type { InterfaceMeta } from '../types';

export const meta: InterfaceMeta = {
  name: '$t:language',
  version: '1.0.0',
  types: ['string', 'lang'],
  icon: 'translate',
  recommended: { length: 10 },
  options: {
    limit: { name: '$t:limit', comment: '$t:limit_comment', interface: 'switch', default: false },
  },
};
