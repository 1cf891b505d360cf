import type { InterfaceMeta } from '../types';

const meta: InterfaceMeta = {
  name: '$t:name',
  version: '1.0.0',
  types: ['integer', 'decimal'],
  icon: 'dialpad',
  recommended: { length: 10 },
  options: {
    placeholder: { name: '$t:placeholder', comment: '$t:placeholder_comment', interface: 'text-input' },
    localized: { name: '$t:localized', comment: '$t:localized_comment', interface: 'switch', default: true },
    iconLeft: { name: '$t:icon_left', comment: '$t:icon_left_comment', interface: 'icon', advanced: true },
    iconRight: { name: '$t:icon_right', comment: '$t:icon_right_comment', interface: 'icon', advanced: true },
    monospace: { name: '$t:monospace', comment: '$t:monospace_comment', interface: 'switch', default: false },
  },
};

export default meta;
