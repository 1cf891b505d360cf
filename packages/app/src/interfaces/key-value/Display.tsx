import { useTranslation } from 'react-i18next';
import type { DisplayProps } from '../types';
import { objectToRows } from './key-value-rows';

/** The `list_alt` icon; the pairs as `key: value` lines in its tooltip. */
export default function KeyValueDisplay({ value }: DisplayProps<Record<string, unknown>>) {
  const { t } = useTranslation();
  const lines = objectToRows(value).map(
    ({ key, value: v }) => `${String(key)}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`,
  );
  return (
    <span
      className="material-icons"
      role="img"
      aria-label={lines.join(', ') || t('interfaces.key-value.key-value')}
      title={lines.join('\n')}
    >
      list_alt
    </span>
  );
}
