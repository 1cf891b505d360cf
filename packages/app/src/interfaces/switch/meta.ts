import type { InterfaceMeta } from '../types';

const meta: InterfaceMeta = {
  name: '$t:name',
  version: '1.0.0',
  types: ['boolean'],
  icon: 'toggle_on',
  options: {
    labelOn: { name: '$t:label_on', comment: '$t:label_on_comment', interface: 'text-input' },
    labelOff: { name: '$t:label_off', comment: '$t:label_off_comment', interface: 'text-input' },
    checkbox: { name: '$t:checkbox', comment: '$t:checkbox_comment', interface: 'switch', default: false },
  },
};

export default meta;
