import type { InterfaceMeta } from '../types';

const meta: InterfaceMeta = {
  name: '$t:name',
  version: '1.0.0',
  types: ['json'],
  icon: 'code',
  options: {
    template: { name: '$t:template', comment: '$t:template_comment', interface: 'json', type: 'json' },
  },
};

export default meta;
