import { renderTemplate, templateIsBlank } from '../template';
import type { RepeaterField } from './repeater-fields';

/** A row's title: its template (by default the first field) filled in, or the placeholder. */
export function rowTitle(
  template: string | null,
  data: Record<string, unknown>,
  fields: RepeaterField[],
  placeholder: string,
): string {
  const tpl = template || (fields[0] ? `{{ ${fields[0].field} }}` : '');
  if (!tpl || templateIsBlank(tpl, data)) return placeholder;
  return renderTemplate(tpl, data);
}
