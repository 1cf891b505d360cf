import type { InterfaceMeta } from '../types';

/** `showRelative` has no default on purpose (the original meta used `value`; app-catalogue §0). */
export const meta: InterfaceMeta = {
  name: '$t:datetime-created',
  version: '1.0.0',
  types: ['datetime_created'],
  icon: 'access_time',
  options: {
    showRelative: { name: '$t:show_relative', comment: '$t:show_relative_comment', interface: 'switch' },
  },
};
