import type { InterfaceMeta } from '../types';

export const meta: InterfaceMeta = {
  name: '$t:icon',
  version: '1.0.0',
  types: ['string'],
  icon: 'insert_emoticon',
  recommended: { length: 20 },
  options: {},
};
