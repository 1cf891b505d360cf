import { useTranslation } from 'react-i18next';
import { Icon } from '../components/Icon';
import { lightMarkdown } from '../lib/markdown';
import { useNotifications } from '../stores/notifications';

/** The notification queue, newest last; the right icon dismisses and runs its action. */
export function Notifications() {
  const { t } = useTranslation();
  const queue = useNotifications((s) => s.queue);
  const click = useNotifications((s) => s.click);
  return (
    <section className="notifications" aria-label={t('notifications')} aria-live="polite">
      {queue.map((n) => (
        <div
          key={n.id}
          className={`notification notification-${n.color}`}
          role={n.color === 'danger' ? 'alert' : 'status'}
        >
          {n.iconMain && <Icon name={n.iconMain} className="notification-icon" />}
          <div className="notification-content">
            <p className="notification-title">{t(n.title, n.values)}</p>
            {n.details && (
              <div
                className="notification-details"
                dangerouslySetInnerHTML={{ __html: lightMarkdown(t(n.details, n.values)) }}
              />
            )}
          </div>
          <button
            type="button"
            className="notification-close"
            aria-label={t('dismiss')}
            onClick={() => click(n.id)}
          >
            <Icon name={n.iconRight ?? 'close'} />
          </button>
        </div>
      ))}
    </section>
  );
}
