import type { InterfaceMeta } from '../types';

export const meta: InterfaceMeta = {
  name: '$t:color-palette',
  version: '1.0.0',
  types: ['string'],
  icon: 'palette',
  recommended: { length: 20 },
  options: {},
};
