import { useTranslation } from 'react-i18next';
import { renderTemplate } from '../template';
import type { DisplayProps } from '../types';

/**
 * "N Items" for a list of related rows (one-to-many, many-to-many, checkboxes-relational); the
 * rows through `template` as the hover text when there is one.
 */
export function CountDisplay({ value, options }: DisplayProps<unknown, { template?: string | null }>) {
  const { t } = useTranslation();
  const rows = Array.isArray(value) ? value : [];
  const template = options.template;
  const lines = template ? rows.map((row) => renderTemplate(template, row).trim()).filter(Boolean) : [];
  return (
    <span className="related-count" title={lines.length ? lines.join('\n') : undefined}>
      {t('related.items', { count: rows.length })}
    </span>
  );
}
