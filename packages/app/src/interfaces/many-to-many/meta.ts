import type { InterfaceMeta } from '../types';

const meta: InterfaceMeta = {
  name: '$t:name',
  version: '1.0.0',
  types: ['o2m'],
  icon: 'compare_arrows',
  relation: 'm2m',
  options: {
    fields: { name: '$t:fields', comment: '$t:fields_comment', interface: 'text-input' },
    template: { name: '$t:template', comment: '$t:template_comment', interface: 'text-input' },
    sort_field: { name: '$t:sort_field', comment: '$t:sort_field_comment', interface: 'text-input' },
    allow_create: {
      name: '$t:allow_create',
      comment: '$t:allow_create_comment',
      interface: 'switch',
      default: true,
    },
    allow_select: {
      name: '$t:allow_select',
      comment: '$t:allow_select_comment',
      interface: 'switch',
      default: true,
    },
  },
};

export default meta;
