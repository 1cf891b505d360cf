import type { InterfaceMeta } from '../types';

/** Who saved the item last: set by the server on every save, never editable. */
export const meta: InterfaceMeta = {
  name: '$t:user-updated',
  version: '1.0.0',
  types: ['user_updated'],
  icon: 'account_circle',
  relation: 'user_updated',
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
