import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon';
import type { DisplayProps } from '../types';

/** In a table cell: the file icon (the preview itself only makes sense on the file's page). */
export default function FilePreviewDisplay(_props: DisplayProps) {
  const { t } = useTranslation();
  return (
    <span role="img" aria-label={t('interfaces.file-preview.name')} title={t('interfaces.file-preview.name')}>
      <Icon name="insert_drive_file" />
    </span>
  );
}
