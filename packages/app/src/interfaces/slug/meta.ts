import type { InterfaceMeta } from '../types';

const meta: InterfaceMeta = {
  name: '$t:name',
  version: '1.0.0',
  types: ['slug'],
  icon: 'link',
  recommended: { length: 200 },
  options: {
    placeholder: {
      name: '$t:placeholder',
      comment: '$t:placeholder_comment',
      interface: 'text-input',
      default: '$t:placeholder_default',
    },
    onlyOnCreate: {
      name: '$t:only_on_create',
      comment: '$t:only_on_create_comment',
      interface: 'switch',
      default: true,
    },
    forceLowercase: {
      name: '$t:force_lowercase',
      comment: '$t:force_lowercase_comment',
      interface: 'switch',
      default: true,
    },
    mirroredField: {
      name: '$t:mirrored_field',
      comment: '$t:mirrored_field_comment',
      interface: 'text-input',
    },
  },
};

export default meta;
