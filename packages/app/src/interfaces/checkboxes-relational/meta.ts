import type { InterfaceMeta } from '../types';

const meta: InterfaceMeta = {
  name: '$t:name',
  version: '1.0.0',
  types: ['o2m'],
  icon: 'check_box',
  relation: 'm2m',
  fieldset: true,
  options: {
    grid: {
      name: '$t:grid',
      comment: '$t:grid_comment',
      interface: 'dropdown',
      default: 2,
      options: { choices: { 1: '1', 2: '2', 3: '3', 4: '4', 5: '5' } },
    },
    template: { name: '$t:template', comment: '$t:template_comment', interface: 'text-input' },
    listing_template: {
      name: '$t:listing_template',
      comment: '$t:listing_template_comment',
      interface: 'text-input',
    },
  },
};

export default meta;
