import { useTranslation } from 'react-i18next';
import type { DisplayProps } from '../types';

/** Never the secret itself: whether one is set, when the value says so. */
export default function TwoFactorSecretDisplay({ value }: DisplayProps<string>) {
  const { t } = useTranslation();
  if (typeof value !== 'string' || value === '') return <span>--</span>;
  return <span>{t('interfaces.2fa-secret.status_on')}</span>;
}
