import type { InterfaceMeta } from '../types';

const meta: InterfaceMeta = {
  name: '$t:name',
  version: '1.0.0',
  types: ['m2o'],
  icon: 'call_merge',
  relation: 'm2o',
  options: {
    template: { name: '$t:template', comment: '$t:template_comment', interface: 'text-input' },
    visible_fields: {
      name: '$t:visible_fields',
      comment: '$t:visible_fields_comment',
      interface: 'text-input',
    },
    placeholder: {
      name: '$t:placeholder',
      comment: '$t:placeholder_comment',
      interface: 'text-input',
      default: '$t:placeholder_default',
    },
    threshold: {
      name: '$t:threshold',
      comment: '$t:threshold_comment',
      interface: 'numeric',
      type: 'integer',
      default: 20,
    },
    icon: { name: '$t:icon', comment: '$t:icon_comment', interface: 'icon', advanced: true },
  },
};

export default meta;
