import type { InterfaceMeta } from '../types';

const meta: InterfaceMeta = {
  name: '$t:name',
  version: '1.0.0',
  types: ['string'],
  icon: 'text_fields',
  recommended: { length: 65534 },
  options: {
    tabbed: {
      name: '$t:tabbed',
      comment: '$t:tabbed_comment',
      interface: 'switch',
      default: true,
      options: { labelOn: '$t:tabbed_preview', labelOff: '$t:side_by_side_preview' },
    },
    rows: {
      name: '$t:rows',
      comment: '$t:rows_comment',
      interface: 'numeric',
      type: 'integer',
      default: 12,
      options: { min: 5, max: 100 },
    },
    placeholder: {
      name: '$t:placeholder',
      comment: '$t:placeholder_comment',
      interface: 'textarea',
      default: '$t:placeholder_default',
    },
  },
};

export default meta;
