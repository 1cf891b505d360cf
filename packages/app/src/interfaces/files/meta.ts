import type { InterfaceMeta } from '../types';

/** Several files in order, through a junction to directus_files (app-catalogue.md §1 files). */
const meta: InterfaceMeta = {
  name: '$t:name',
  version: '1.0.0',
  types: ['o2m'],
  icon: 'insert_drive_file',
  relation: 'm2m',
  recommended: { length: 10 },
  options: {
    template: {
      name: '$t:template',
      comment: '$t:template_comment',
      interface: 'text-input',
      default: '{{ title }}',
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
    accept: {
      name: '$t:accept',
      comment: '$t:accept_comment',
      interface: 'text-input',
      options: { placeholder: 'image/jpeg, image/png' },
    },
  },
};

export default meta;
