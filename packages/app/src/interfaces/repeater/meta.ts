import type { InterfaceMeta } from '../types';

export const meta: InterfaceMeta = {
  name: '$t:repeater',
  version: '1.0.0',
  types: ['json'],
  icon: 'replay',
  recommended: { length: 200 },
  options: {
    template: {
      name: '$t:template',
      comment: '$t:template_comment',
      interface: 'text-input',
      options: { placeholder: '{{ title }}' },
    },
    fields: {
      name: '$t:fields',
      comment: '$t:fields_comment',
      interface: 'repeater',
      type: 'json',
      options: {
        template: '{{ field }} — {{ interface }}',
        fields: [
          { field: 'field', interface: 'text-input', width: 'half', options: { placeholder: 'field' } },
          {
            field: 'width',
            interface: 'dropdown',
            width: 'half',
            default: 'half',
            options: {
              choices: { half: 'Half', 'half-left': 'Half left', 'half-right': 'Half right', full: 'Full' },
            },
          },
          {
            field: 'interface',
            interface: 'interfaces',
            width: 'half',
            default: 'text-input',
            options: { relational: false, status: false },
          },
          {
            field: 'type',
            interface: 'interface-types',
            width: 'half',
            options: { interfaceField: 'interface' },
          },
          { field: 'default', interface: 'text-input', width: 'half' },
          { field: 'note', interface: 'text-input', width: 'half' },
          {
            field: 'options',
            interface: 'interface-options',
            width: 'full',
            options: { interfaceField: 'interface' },
          },
        ],
      },
    },
    placeholder: {
      name: '$t:placeholder',
      comment: '$t:placeholder_comment',
      interface: 'text-input',
      default: '$t:placeholder_default',
      advanced: true,
    },
    createItemText: {
      name: '$t:create_item_text',
      comment: '$t:create_item_text_comment',
      interface: 'text-input',
      default: '$t:create_item_default',
      advanced: true,
    },
    limit: {
      name: '$t:limit',
      comment: '$t:limit_comment',
      interface: 'numeric',
      type: 'integer',
      advanced: true,
    },
    duplicable: {
      name: '$t:duplicable',
      comment: '$t:duplicable_comment',
      interface: 'switch',
      default: false,
      advanced: true,
    },
    structure: {
      name: '$t:structure',
      comment: '$t:structure_comment',
      interface: 'dropdown',
      default: 'array',
      advanced: true,
      options: { choices: { array: '$t:structure_array', object: '$t:structure_object' } },
    },
    structure_key: {
      name: '$t:structure_key',
      comment: '$t:structure_key_comment',
      interface: 'text-input',
      advanced: true,
    },
  },
};
