import type { InterfaceMeta } from '../types';

export const meta: InterfaceMeta = {
  name: '$t:calendar',
  version: '1.0.0',
  types: ['date'],
  icon: 'event',
  options: {
    min: { name: '$t:min', comment: '$t:min_comment', interface: 'date', type: 'date' },
    max: { name: '$t:max', comment: '$t:max_comment', interface: 'date', type: 'date' },
    formatting: {
      name: '$t:formatting',
      comment: '$t:formatting_comment',
      interface: 'text-input',
      options: { placeholder: 'MM/dd/yyyy' },
    },
  },
};
