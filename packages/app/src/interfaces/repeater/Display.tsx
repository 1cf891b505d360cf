import { useTranslation } from 'react-i18next';
import type { DisplayProps } from '../types';
import { renderTemplate } from '../template';
import { repeaterFields } from './repeater-fields';
import { valueToRows } from './repeater-value';

interface Options {
  template: string | null;
  fields: unknown;
  structure: 'array' | 'object' | null;
  structure_key: string | null;
}

/** "3 Items", the rows rendered with the template as tooltip. */
export default function RepeaterDisplay({ value, options }: DisplayProps<unknown, Options>) {
  const { t } = useTranslation();
  const rows = valueToRows(value, options.structure === 'object' ? options.structure_key : null);
  const first = repeaterFields(options.fields)[0]?.field;
  const template = options.template || (first ? `{{ ${first} }}` : '');
  const lines = template ? rows.map((row) => renderTemplate(template, row)).filter(Boolean) : [];
  return (
    <span style={{ whiteSpace: 'nowrap' }} title={lines.join('\n') || undefined}>
      {t('interfaces.repeater.item_count', { count: rows.length })}
    </span>
  );
}
