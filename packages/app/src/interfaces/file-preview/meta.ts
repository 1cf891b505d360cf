import type { InterfaceMeta } from '../types';

/** The preview of a `directus_files` row on its own form (app-catalogue.md §1 file-preview). */
const meta: InterfaceMeta = {
  name: '$t:name',
  version: '1.0.0',
  types: ['alias', 'string'],
  icon: 'image',
  relation: 'file',
  hideLabel: true,
  options: {},
};

export default meta;
