import type { InterfaceMeta } from '../types';

const meta: InterfaceMeta = {
  name: '$t:name',
  version: '1.0.0',
  types: ['string'],
  icon: 'text_fields',
  recommended: { length: 2000 },
  options: {
    rows: {
      name: '$t:rows',
      comment: '$t:rows_comment',
      interface: 'numeric',
      type: 'integer',
      default: 8,
      options: { min: 5, max: 100 },
    },
    placeholder: { name: '$t:placeholder', comment: '$t:placeholder_comment', interface: 'textarea' },
    serif: {
      name: '$t:serif',
      comment: '$t:serif_comment',
      interface: 'switch',
      default: false,
      options: { labelOn: '$t:serif_font', labelOff: '$t:sans_serif_font' },
    },
  },
};

export default meta;
