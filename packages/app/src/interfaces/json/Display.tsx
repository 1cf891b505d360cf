import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon';
import type { DisplayProps } from '../types';

/** A `code` icon whose tooltip is the pretty JSON. */
export default function JsonDisplay({ value }: DisplayProps<unknown>) {
  const { t } = useTranslation();
  let pretty = '';
  if (value !== null && value !== undefined) {
    if (typeof value === 'string') {
      try {
        pretty = JSON.stringify(JSON.parse(value), null, 2);
      } catch {
        pretty = value;
      }
    } else pretty = JSON.stringify(value, null, 2);
  }
  return (
    <span title={pretty} role="img" aria-label={pretty || t('interfaces.json.empty')}>
      <Icon name="code" color={pretty ? 'var(--input-text-color)' : 'var(--empty-value)'} />
    </span>
  );
}
