import type { InterfaceMeta } from '../types';
import { HASHING_CHOICES } from '../hashed/hashing-types';

export const meta: InterfaceMeta = {
  name: '$t:password',
  version: '1.0.0',
  types: ['hash', 'string'],
  icon: 'security',
  recommended: { length: 100 },
  options: {
    hide: { name: '$t:hide', comment: '$t:hide_comment', interface: 'switch', default: true },
    placeholder: {
      name: '$t:placeholder',
      comment: '$t:placeholder_comment',
      interface: 'text-input',
      default: '$t:placeholder_default',
    },
    showHash: { name: '$t:show_hash', comment: '$t:show_hash_comment', interface: 'switch', default: false },
    hashingType: {
      name: '$t:hashing_type',
      comment: '$t:hashing_type_comment',
      interface: 'dropdown',
      default: 'core',
      options: { choices: HASHING_CHOICES },
    },
  },
};
