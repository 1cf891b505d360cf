import type { InterfaceMeta } from '../types';

/** The default mapping of app-catalogue §1 (colours are palette tokens). */
export const DEFAULT_STATUS_MAPPING = {
  published: {
    name: 'Published',
    value: 'published',
    text_color: 'blue-100',
    background_color: 'blue',
    browse_subdued: false,
    browse_badge: true,
    soft_delete: false,
    published: true,
    required_fields: true,
  },
  draft: {
    name: 'Draft',
    value: 'draft',
    text_color: 'blue-grey-100',
    background_color: 'blue-grey',
    browse_subdued: true,
    browse_badge: true,
    soft_delete: false,
    published: false,
    required_fields: false,
  },
  deleted: {
    name: 'Deleted',
    value: 'deleted',
    text_color: 'red-100',
    background_color: 'red',
    browse_subdued: true,
    browse_badge: true,
    soft_delete: true,
    published: false,
    required_fields: false,
  },
};

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
