import { useTranslation } from 'react-i18next';
import type { DisplayProps } from '../types';

/** "N Files". */
export default function FilesDisplay({ value }: DisplayProps) {
  const { t } = useTranslation();
  const count = Array.isArray(value) ? value.filter((r) => r !== null && r !== undefined).length : 0;
  return <span className="related-count">{t('interfaces.files.count', { count })}</span>;
}
