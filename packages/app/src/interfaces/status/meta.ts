import { DEFAULT_STATUS_MAPPING } from '@atrium/sdk';
import type { InterfaceMeta } from '../types';

export const meta: InterfaceMeta = {
  name: '$t:status',
  version: '1.0.0',
  types: ['status'],
  icon: 'outlined_flag',
  fieldset: true,
  recommended: { defaultValue: 'draft', length: 20 },
  options: {
    simpleBadge: {
      name: '$t:simple_badge',
      comment: '$t:simple_badge_comment',
      interface: 'switch',
      default: true,
    },
    status_mapping: {
      name: '$t:status_mapping',
      comment: '$t:status_mapping_comment',
      interface: 'json',
      type: 'json',
      default: DEFAULT_STATUS_MAPPING,
    },
  },
};
