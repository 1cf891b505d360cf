import type { InterfaceMeta } from '../types';

/** Owner (formerly user-created): set by the server on create, never editable. */
export const meta: InterfaceMeta = {
  name: '$t:owner',
  version: '1.0.0',
  types: ['owner'],
  icon: 'account_circle',
  relation: 'user',
  recommended: { length: 10 },
  options: {
    template: {
      name: '$t:template',
      comment: '$t:template_comment',
      interface: 'text-input',
      default: '{{first_name}} {{last_name}}',
    },
    display: {
      name: '$t:display',
      comment: '$t:display_comment',
      interface: 'radio-buttons',
      default: 'both',
      options: { choices: { both: '$t:both', avatar: '$t:avatar', name: '$t:name_only' } },
    },
  },
};
