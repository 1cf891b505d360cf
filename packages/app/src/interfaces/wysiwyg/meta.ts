import type { InterfaceMeta } from '../types';
import { DEFAULT_TOOLBAR, itemKey, TOOLBAR_ITEMS } from './toolbar';

const meta: InterfaceMeta = {
  name: '$t:name',
  version: '1.0.0',
  types: ['string'],
  icon: 'format_quote',
  recommended: { length: 65534 },
  options: {
    toolbar: {
      name: '$t:toolbar',
      comment: '$t:toolbar_comment',
      interface: 'checkboxes',
      type: 'array',
      default: DEFAULT_TOOLBAR,
      options: { choices: Object.fromEntries(TOOLBAR_ITEMS.map((item) => [item, `$t:${itemKey(item)}`])) },
    },
    custom_formats: {
      name: '$t:custom_formats',
      comment: '$t:custom_formats_comment',
      interface: 'json',
      type: 'json',
      default: null,
    },
    tinymce_options: {
      name: '$t:tinymce_options',
      comment: '$t:tinymce_options_comment',
      interface: 'json',
      type: 'json',
      default: null,
      advanced: true,
    },
  },
};

export default meta;
