import type { InterfaceMeta, InterfaceOption } from '../types';

/**
 * The meta of a relational list (one-to-many, many-to-many): the options both share — columns,
 * template, manual sort field, Add New and Select Existing — with the interface's own options
 * between the sort field and the two switches.
 */
export function relationalListMeta(
  icon: string,
  relation: 'o2m' | 'm2m',
  own: Record<string, InterfaceOption> = {},
): InterfaceMeta {
  return {
    name: '$t:name',
    version: '1.0.0',
    types: ['o2m'],
    icon,
    relation,
    options: {
      fields: { name: '$t:fields', comment: '$t:fields_comment', interface: 'text-input' },
      template: { name: '$t:template', comment: '$t:template_comment', interface: 'text-input' },
      sort_field: { name: '$t:sort_field', comment: '$t:sort_field_comment', interface: 'text-input' },
      ...own,
      allow_create: {
        name: '$t:allow_create',
        comment: '$t:allow_create_comment',
        interface: 'switch',
        default: true,
      },
      allow_select: {
        name: '$t:allow_select',
        comment: '$t:allow_select_comment',
        interface: 'switch',
        default: true,
      },
    },
  };
}
