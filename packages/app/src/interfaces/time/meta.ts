import type { InterfaceMeta } from '../types';

export const meta: InterfaceMeta = {
  name: '$t:time',
  version: '1.0.0',
  types: ['time'],
  icon: 'access_time',
  options: {
    display24HourClock: {
      name: '$t:display_24',
      comment: '$t:display_24_comment',
      interface: 'switch',
      default: true,
    },
  },
};
