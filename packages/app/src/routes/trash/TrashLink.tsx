import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SYSTEM_PREFIX } from '@atrium/sdk';
import { Icon } from '../../components/Icon';
import './trash.css';

/** The listing header's way to a collection's trash (user collections only). */
export function TrashLink({ project, collection }: { project: string; collection: string }) {
  const { t } = useTranslation();
  if (collection.startsWith(SYSTEM_PREFIX)) return null;
  return (
    <Link
      to={`/${project}/trash/${encodeURIComponent(collection)}`}
      className="trash-link"
      aria-label={t('workflow.trash')}
      title={t('workflow.trash')}
    >
      <Icon name="restore_from_trash" />
    </Link>
  );
}
