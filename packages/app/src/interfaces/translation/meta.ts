import type { InterfaceMeta } from '../types';

const meta: InterfaceMeta = {
  name: '$t:name',
  version: '1.0.0',
  types: ['translation'],
  icon: 'translate',
  relation: 'translation',
  options: {
    languageField: {
      name: '$t:language_field',
      comment: '$t:language_field_comment',
      interface: 'text-input',
      default: 'language',
    },
    languages: {
      name: '$t:languages',
      comment: '$t:languages_comment',
      interface: 'key-value',
      type: 'json',
    },
    template: { name: '$t:template', comment: '$t:template_comment', interface: 'text-input' },
  },
};

export default meta;
