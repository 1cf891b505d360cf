/**
 * The info sidebar's notification bell (a link to the activity page): once comments of others
 * arrive while the user is elsewhere, it rings and counts them (live-activity.ts).
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../components/Icon';
import { useCommentBell } from './live-activity';

export function NotificationBell({ project }: { project: string }) {
  const { t } = useTranslation();
  const unseen = useCommentBell(project);
  const label = unseen > 0 ? t('realtime_bell.new_comments', { count: unseen }) : t('notifications');
  return (
    <Link className="info-notifications" to={`/${project}/activity`} aria-label={label} title={label}>
      <Icon name={unseen > 0 ? 'notifications_active' : 'notifications'} />
      {unseen > 0 && (
        <span className="live-bell-count" aria-hidden="true">
          {unseen > 99 ? '99+' : unseen}
        </span>
      )}
    </Link>
  );
}
