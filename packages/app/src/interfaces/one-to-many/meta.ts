import type { InterfaceMeta } from '../types';

const meta: InterfaceMeta = {
  name: '$t:name',
  version: '1.0.0',
  types: ['o2m'],
  icon: 'call_split',
  relation: 'o2m',
  options: {
    fields: { name: '$t:fields', comment: '$t:fields_comment', interface: 'text-input' },
    template: { name: '$t:template', comment: '$t:template_comment', interface: 'text-input' },
    sort_field: { name: '$t:sort_field', comment: '$t:sort_field_comment', interface: 'text-input' },
    delete_mode: {
      name: '$t:delete_mode',
      comment: '$t:delete_mode_comment',
      interface: 'dropdown',
      default: 'relation',
      options: { choices: { relation: '$t:delete_relation', item: '$t:delete_item' } },
    },
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
