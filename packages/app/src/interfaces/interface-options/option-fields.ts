/**
 * An interface's option definitions (app-catalogue §0 "Option definition") as form fields, so the
 * form engine renders each option with its own interface.
 */
import { defaultField, type Field, type FieldWidth } from '@atrium/sdk';
import type { InterfaceMeta } from '../types';

export interface OptionForm {
  basic: Record<string, Field>;
  advanced: Record<string, Field>;
  labels: Record<string, string>;
}

export function optionFields(meta: Pick<InterfaceMeta, 'options'>): OptionForm {
  const out: OptionForm = { basic: {}, advanced: {}, labels: {} };
  Object.entries(meta.options).forEach(([key, option], index) => {
    const width = (option as { width?: FieldWidth }).width;
    const field = defaultField({
      collection: '$options',
      field: key,
      type: option.type ?? 'string',
      interface: option.interface,
      options: (option.options as Record<string, unknown> | undefined) ?? null,
      required: !!option.required,
      sort: index + 1,
      width: width ?? 'full',
      note: option.comment ?? null,
      default_value: option.default ?? null,
      length: option.length === undefined ? null : option.length,
    });
    (option.advanced ? out.advanced : out.basic)[key] = field;
    out.labels[key] = option.name || key;
  });
  return out;
}
