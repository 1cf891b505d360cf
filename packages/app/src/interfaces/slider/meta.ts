import type { InterfaceMeta } from '../types';

const meta: InterfaceMeta = {
  name: '$t:name',
  version: '1.0.0',
  types: ['integer'],
  icon: 'tune',
  recommended: { length: 10 },
  options: {
    minimum: { name: '$t:minimum', comment: '$t:minimum_comment', interface: 'numeric', default: 0 },
    maximum: { name: '$t:maximum', comment: '$t:maximum_comment', interface: 'numeric', default: 100 },
    step: { name: '$t:step', comment: '$t:step_comment', interface: 'numeric', default: 1 },
    unit: { name: '$t:unit', comment: '$t:unit_comment', interface: 'text-input' },
  },
};

export default meta;
