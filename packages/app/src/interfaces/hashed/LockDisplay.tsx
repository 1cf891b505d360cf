import { useTranslation } from 'react-i18next';
import type { DisplayProps } from '../types';
import './secret.css';

/** A closed lock when a secret is stored, an open (warning) lock when it is empty. */
export default function LockDisplay({ value }: DisplayProps<string>) {
  const { t } = useTranslation();
  const set = value !== null && value !== undefined && value !== '';
  return (
    <span
      className={`material-icons secret-display ${set ? '' : 'secret-display-empty'}`}
      role="img"
      aria-label={set ? t('interfaces.hashed.secured') : t('interfaces.hashed.not_set')}
      title={set ? t('interfaces.hashed.secured') : t('interfaces.hashed.not_set')}
    >
      {set ? 'lock_outline' : 'lock_open'}
    </span>
  );
}
