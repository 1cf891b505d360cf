import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Activity, PrimaryKey } from '@atrium/sdk';
import { useItemActivity } from '../../api/activity/queries';
import { Icon } from '../../components/Icon';
import { Spinner } from '../../components/Spinner';
import { formatDate, formatRelative } from '../../i18n/dates';
import { toDate } from '../../interfaces/datetime/parse-datetime';
import { errorCode, errorMessage } from '../../lib/errors';
import { actionIcon, actionLabel } from './action-label';

/** Newest first; entries of the same second by their order of writing. */
function newestFirst(entries: readonly Activity[]): Activity[] {
  return [...entries].sort(
    (a, b) => String(b.action_on).localeCompare(String(a.action_on)) || Number(b.id) - Number(a.id),
  );
}

/**
 * The info sidebar of an activity entry (issue 31 item 12): the history of the item it concerns,
 * newest first, each entry opening its own detail and this one marked — where the edit screen's
 * sidebar shows an item's timeline.
 */
export function ItemHistory({
  project,
  collection,
  item,
  current,
}: {
  project: string;
  collection: string | null;
  item: PrimaryKey | null;
  current: string;
}) {
  const { t } = useTranslation();
  const history = useItemActivity(project, collection ?? '', collection ? item : null);
  let body;
  if (!collection || item === null || item === '')
    body = <p className="info-text">{t('activity_history_empty')}</p>;
  else if (history.isPending) body = <Spinner label={t('loading')} />;
  else if (history.isError)
    body = (
      <p className="timeline-error" role="alert">
        {errorMessage(t, errorCode(history.error), history.error.message)}
      </p>
    );
  else if (history.data.length === 0) body = <p className="info-text">{t('activity_history_empty')}</p>;
  else
    body = (
      <ol className="activity-history-list">
        {newestFirst(history.data).map((entry) => {
          const by = entry.action_by && typeof entry.action_by === 'object' ? entry.action_by : null;
          const name = by ? [by.first_name, by.last_name].filter(Boolean).join(' ') : '';
          const when = toDate(entry.action_on, true);
          const here = String(entry.id) === current;
          return (
            <li key={entry.id}>
              <Link
                to={`/${project}/activity/${entry.id}`}
                className="activity-history-entry"
                aria-current={here ? 'page' : undefined}
              >
                <Icon name={actionIcon(entry.action)} />
                <span className="activity-history-text">
                  <span>{actionLabel(t, entry.action)}</span>
                  <span className="activity-muted">
                    {name || t('unknown_user')}
                    {when && (
                      <>
                        {' · '}
                        <time dateTime={when.toISOString()} title={formatDate(when, 'long')}>
                          {formatRelative(when)}
                        </time>
                      </>
                    )}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ol>
    );
  return (
    <section className="activity-history" aria-labelledby="activity-history-title">
      <h3 id="activity-history-title">{t('activity_history')}</h3>
      {body}
    </section>
  );
}
