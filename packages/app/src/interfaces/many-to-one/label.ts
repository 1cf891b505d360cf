import { renderTemplate, templateFields } from '../template';

export interface LabelOptions {
  template?: string | null;
  visible_fields?: string | null;
}

/** The fields shown as the modal's columns: `visible_fields`, else the template's fields. */
export function visibleFields(options: LabelOptions): string[] {
  const listed = (options.visible_fields ?? '')
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  if (listed.length) return listed;
  return templateFields(options.template).map((path) => path.split('.')[0]!);
}

/**
 * A related item's label: the template over it; without a template its first visible field; the
 * primary key when that is empty.
 */
export function itemLabel(
  item: Record<string, unknown> | null | undefined,
  primaryKey: string,
  options: LabelOptions,
) {
  if (!item) return '';
  const template = options.template || (visibleFields(options)[0] ? `{{${visibleFields(options)[0]}}}` : '');
  const text = template ? renderTemplate(template, item).trim() : '';
  return text || String(item[primaryKey] ?? '');
}
