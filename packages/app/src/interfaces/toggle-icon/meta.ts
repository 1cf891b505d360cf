import type { InterfaceMeta } from '../types';

const meta: InterfaceMeta = {
  name: '$t:name',
  version: '1.0.0',
  types: ['boolean'],
  icon: 'favorite_border',
  options: {
    textInactive: { name: '$t:text_inactive', comment: '$t:text_inactive_comment', interface: 'text-input' },
    iconInactive: {
      name: '$t:icon_inactive',
      comment: '$t:icon_inactive_comment',
      interface: 'icon',
      default: 'favorite_border',
    },
    colorInactive: {
      name: '$t:color_inactive',
      comment: '$t:color_inactive_comment',
      interface: 'color-palette',
      default: 'blue-grey',
    },
    textActive: { name: '$t:text_active', comment: '$t:text_active_comment', interface: 'text-input' },
    iconActive: {
      name: '$t:icon_active',
      comment: '$t:icon_active_comment',
      interface: 'icon',
      default: 'favorite',
    },
    colorActive: {
      name: '$t:color_active',
      comment: '$t:color_active_comment',
      interface: 'color-palette',
      default: 'pink-500',
    },
  },
};

export default meta;
