import type { InterfaceMeta } from '../types';

/** One file of the library (app-catalogue.md §1 file): upload, choose, embed by URL, remove. */
const meta: InterfaceMeta = {
  name: '$t:name',
  version: '1.0.0',
  types: ['file'],
  icon: 'insert_drive_file',
  relation: 'file',
  recommended: { length: 10 },
  options: {
    crop: {
      name: '$t:crop',
      comment: '$t:crop_comment',
      interface: 'switch',
      default: true,
    },
    accept: {
      name: '$t:accept',
      comment: '$t:accept_comment',
      interface: 'text-input',
      options: { placeholder: 'image/jpeg, image/png' },
    },
    allowDelete: {
      name: '$t:allow_delete',
      comment: '$t:allow_delete_comment',
      interface: 'switch',
      default: false,
    },
  },
};

export default meta;
