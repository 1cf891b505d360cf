import type { InterfaceMeta } from '../types';

export const meta: InterfaceMeta = {
  name: '$t:2fa-secret',
  version: '1.0.0',
  types: ['string'],
  icon: 'security',
  options: {},
};
