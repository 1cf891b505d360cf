import type { InterfaceMeta } from '../types';

export const meta: InterfaceMeta = {
  name: '$t:sort',
  version: '1.0.0',
  types: ['sort'],
  icon: 'low_priority',
  recommended: { length: 10 },
  options: {},
};
