import type { InterfaceMeta } from '../types';

export const meta: InterfaceMeta = {
  name: '$t:user',
  version: '1.0.0',
  types: ['user', 'integer', 'owner', 'user_updated'],
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
    placeholder: {
      name: '$t:placeholder',
      comment: '$t:placeholder_comment',
      interface: 'text-input',
      default: '$t:choose_user',
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
