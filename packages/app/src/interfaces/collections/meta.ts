import type { InterfaceMeta } from '../types';

export const meta: InterfaceMeta = {
  name: '$t:collections',
  version: '1.0.0',
  types: ['string'],
  icon: 'category',
  recommended: { length: 100 },
  options: {
    placeholder: {
      name: '$t:placeholder',
      comment: '$t:placeholder_comment',
      interface: 'text-input',
      default: '$t:choose_collection',
    },
    include_system: {
      name: '$t:include_system',
      comment: '$t:include_system_comment',
      interface: 'switch',
      default: false,
    },
  },
};
