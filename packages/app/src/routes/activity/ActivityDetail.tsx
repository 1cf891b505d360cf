import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorCode, type Activity, type Field } from '@atrium/sdk';
import { useActivityEntry, useActivityRevision } from '../../api/activity/queries';
import { useCollection } from '../../api/collections/queries';
import { useProjectKey } from '../../api/project-key';
import { Icon } from '../../components/Icon';
import { Notice } from '../../components/Notice';
import { Spinner } from '../../components/Spinner';
import { UserAvatar } from '../../components/user-avatar/UserAvatar';
import { fieldLabel } from '../../form/label';
import { formatDate, formatRelative } from '../../i18n/dates';
import { toDate } from '../../interfaces/datetime/parse-datetime';
import { collectionName } from '../../lib/format';
import { errorCode, errorMessage } from '../../lib/errors';
import { ErrorScreen } from '../../shell/ErrorScreen';
import { Header } from '../../shell/Header';
import { InfoSidebarContent } from '../../shell/InfoSidebar';
import { NotFound } from '../not-found/NotFound';
import { rowLink } from '../listing/row-link';
import { actionIcon, actionLabel } from './action-label';
import { ItemHistory } from './ItemHistory';
import { VersionItemLink } from './VersionItemLink';
import { revisionRows, type RevisionRow } from './revision-rows';
import { RevisionValue } from './RevisionValue';
import './activity-detail.css';

/** Activity of content versions links to the versioned item (VersionItemLink). */
const VERSIONS_COLLECTION = 'directus_versions';

type ActionBy = Exclude<Activity['action_by'], number | null> & { email?: string; avatar?: unknown };

/**
 * One activity entry (product.md §2 activity detail): the action, who, when, from where, the item,
 * and the revision it wrote — every field of the data, the changed ones (the delta) highlighted
 * with their value before. Read-only. The info sidebar holds the item's history.
 */
export function ActivityDetail({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const project = useProjectKey();
  const entry = useActivityEntry(project, id);
  const revision = useActivityRevision(project, id);
  const activity = entry.data ?? null;
  const collection = useCollection(project, activity?.collection ?? '');
  const title = t('activity_entry', { id });

  if (entry.isPending) {
    return (
      <>
        <Header
          title={title}
          icon="notifications"
          back={{ to: `/${project}/activity`, label: t('activity_log') }}
        />
        <div className="page-body activity-detail">
          <Spinner label={t('loading')} />
        </div>
      </>
    );
  }
  if (entry.isError) {
    const code = errorCode(entry.error);
    if (code === ErrorCode.ItemNotFound) return <NotFound />;
    return (
      <ErrorScreen
        icon="warning"
        title={t('server_trouble')}
        body={t('server_trouble_copy')}
        details={errorMessage(t, code, entry.error.message)}
      />
    );
  }
  const a = activity!;
  const by = a.action_by && typeof a.action_by === 'object' ? (a.action_by as ActionBy) : null;
  const byName = by
    ? [by.first_name, by.last_name].filter(Boolean).join(' ') || by.email || `#${by.id}`
    : null;
  const when = toDate(a.action_on, true);
  const name = collection.data ? collectionName(t, collection.data, i18n.language) : a.collection;
  const itemGone = a.action.toLowerCase() === 'delete';

  return (
    <>
      <Header
        title={title}
        icon="notifications"
        back={{ to: `/${project}/activity`, label: t('activity_log') }}
      />
      <div className="page-body activity-detail">
        <section className="activity-summary" aria-label={t('activity_summary')}>
          <p className="activity-action">
            <Icon name={actionIcon(a.action)} />
            <span>{actionLabel(t, a.action)}</span>
          </p>
          <dl className="activity-facts">
            <dt>{t('activity_by')}</dt>
            <dd>
              {by ? (
                <Link className="activity-user" to={`/${project}/users/${by.id}`}>
                  <UserAvatar user={by} size={28} />
                  <span>{byName}</span>
                </Link>
              ) : (
                <span className="activity-muted">{t('unknown_user')}</span>
              )}
            </dd>
            <dt>{t('activity_when')}</dt>
            <dd>
              {when ? (
                <time dateTime={when.toISOString()}>
                  {formatDate(when, 'long')} <span className="activity-muted">({formatRelative(when)})</span>
                </time>
              ) : (
                (a.action_on ?? '--')
              )}
            </dd>
            <dt>{t('activity_item')}</dt>
            <dd>
              {a.collection ? (
                itemGone ? (
                  <span>
                    {name} #{a.item}
                  </span>
                ) : a.collection === VERSIONS_COLLECTION ? (
                  <VersionItemLink project={project} id={String(a.item)} label={`${name} #${a.item}`} />
                ) : (
                  <Link to={rowLink(project, a.collection, a.item)}>
                    {name} #{a.item}
                  </Link>
                )
              ) : (
                '--'
              )}
            </dd>
            <dt>{t('activity_ip')}</dt>
            <dd className="mono">{a.ip || '--'}</dd>
            <dt>{t('activity_user_agent')}</dt>
            <dd className="activity-agent">{a.user_agent || '--'}</dd>
            {a.comment && (
              <>
                <dt>{t('comment')}</dt>
                <dd className="activity-comment">{a.comment}</dd>
              </>
            )}
          </dl>
        </section>
        <RevisionSection
          loading={revision.isPending}
          error={revision.error}
          rows={
            revision.data?.revision
              ? revisionRows(
                  revision.data.revision.data,
                  revision.data.revision.delta,
                  revision.data.previous?.data,
                  collection.data?.fields,
                )
              : null
          }
          collection={a.collection}
          fields={collection.data?.fields ?? {}}
          data={revision.data?.revision?.data ?? {}}
          hasPrevious={!!revision.data?.previous}
        />
      </div>
      <InfoSidebarContent>
        <ItemHistory project={project} collection={a.collection} item={a.item} current={id} />
      </InfoSidebarContent>
    </>
  );
}

function RevisionSection(props: {
  loading: boolean;
  error: Error | null;
  rows: RevisionRow[] | null;
  collection: string;
  fields: Record<string, Field>;
  data: Record<string, unknown>;
  hasPrevious: boolean;
}) {
  const { t } = useTranslation();
  const { rows } = props;
  const changed = useMemo(() => rows?.filter((r) => r.changed).length ?? 0, [rows]);
  let body;
  if (props.loading) body = <Spinner label={t('loading')} />;
  else if (props.error)
    body = (
      <Notice color="danger" icon="error_outline">
        {errorMessage(t, errorCode(props.error), props.error.message)}
      </Notice>
    );
  else if (!rows)
    body = (
      <Notice color="gray" icon="info">
        {t('activity_no_revision')}
      </Notice>
    );
  else
    body = (
      <>
        <p className="activity-muted">{t('activity_changed_count', { count: changed })}</p>
        <div className="activity-table-wrap">
          <table className="activity-revision">
            <thead>
              <tr>
                <th scope="col">{t('activity_field')}</th>
                {props.hasPrevious && <th scope="col">{t('activity_before')}</th>}
                <th scope="col">{t('activity_after')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.field} className={row.changed ? 'changed' : undefined} data-field={row.field}>
                  <th scope="row">
                    {fieldLabel(t, props.collection, row.field)}
                    {row.changed && <span className="activity-changed-badge">{t('activity_changed')}</span>}
                  </th>
                  {props.hasPrevious && (
                    <td className="activity-before">
                      {row.changed ? (
                        <RevisionValue {...props} field={row.field} value={row.before} />
                      ) : (
                        <span className="activity-muted">{t('activity_unchanged')}</span>
                      )}
                    </td>
                  )}
                  <td>
                    <RevisionValue {...props} field={row.field} value={row.after} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </>
    );
  return (
    <section className="activity-revision-section" aria-labelledby="activity-revision-title">
      <h2 id="activity-revision-title">{t('activity_revision')}</h2>
      {body}
    </section>
  );
}
