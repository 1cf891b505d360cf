import { useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Field, PrimaryKey } from '@atrium/sdk';
import { usePostComment } from '../../api/activity/mutations';
import { useItemActivity } from '../../api/activity/queries';
import { useRevisions } from '../../api/revisions/queries';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { Spinner } from '../../components/Spinner';
import { errorCode, errorMessage } from '../../lib/errors';
import { useLiveItemActivity } from '../../realtime/live-activity';
import { notify } from '../../stores/notifications';
import { RevertModal } from './RevertModal';
import { buildTimeline, commentText, type TimelineEntry } from './timeline';

interface TimelineProps {
  project: string;
  collection: string;
  itemKey: PrimaryKey;
  fields: Record<string, Field>;
  canComment: boolean;
  canRevert: boolean;
  onReverted(): void;
}

const ICONS: Record<string, string> = {
  create: 'add',
  update: 'check',
  delete: 'delete_outline',
  upload: 'cloud_upload',
  comment: 'chat_bubble_outline',
  revert: 'restore',
  external: 'open_in_new',
};

/** The info sidebar of an item: comment box and the activity and revision timeline. */
export function Timeline(props: TimelineProps) {
  const { project, collection, itemKey } = props;
  const { t, i18n } = useTranslation();
  const activity = useItemActivity(project, collection, itemKey);
  useLiveItemActivity(project, collection, itemKey);
  const revisions = useRevisions(project, collection, itemKey);
  const entries = useMemo(
    () => buildTimeline(activity.data ?? [], revisions.data ?? []),
    [activity.data, revisions.data],
  );
  const [preview, setPreview] = useState<TimelineEntry | null>(null);
  // The newest revision is the item as it is now: only older ones can be previewed and reverted to.
  const newestRevision = entries.find((e) => e.revision)?.revision?.id ?? null;
  const format = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }),
    [i18n.language],
  );
  const dateOf = (date: string | null) => {
    if (!date) return '';
    const d = new Date(date.includes('T') ? date : `${date.replace(' ', 'T')}Z`);
    return Number.isNaN(d.getTime()) ? date : format.format(d);
  };

  return (
    <section className="timeline" aria-label={t('activity')}>
      {props.canComment && <CommentBox project={project} collection={collection} itemKey={itemKey} />}
      {activity.isPending ? (
        <Spinner label={t('loading')} />
      ) : activity.isError ? (
        <p className="timeline-error" role="alert">
          {errorMessage(t, errorCode(activity.error), activity.error.message)}
        </p>
      ) : (
        <ol className="timeline-list">
          {entries.map((entry) => (
            <li key={entry.id} className={`timeline-entry action-${entry.action}`}>
              <Icon name={ICONS[entry.action] ?? 'history'} className="timeline-icon" />
              <div className="timeline-body">
                {entry.id === 'external' ? (
                  <span className="timeline-title">{t('activity_external')}</span>
                ) : (
                  <>
                    <span className="timeline-title">
                      {entry.user ?? t('unknown_user')}
                      <span className="timeline-date">{dateOf(entry.date)}</span>
                    </span>
                    {entry.comment !== null && entry.action === 'comment' ? (
                      <p
                        className="timeline-comment"
                        dangerouslySetInnerHTML={{
                          __html: commentText(entry.comment).replace(/\n/g, '<br>'),
                        }}
                      />
                    ) : (
                      <span className="timeline-action">{actionLabel(t, entry.action)}</span>
                    )}
                    {entry.revision && entry.revision.id !== newestRevision && props.canRevert && (
                      <Button
                        variant="tertiary"
                        className="timeline-revert"
                        onClick={() => setPreview(entry)}
                      >
                        {t('preview_and_revert')}
                      </Button>
                    )}
                  </>
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
      {preview?.revision && (
        <RevertModal
          project={project}
          collection={collection}
          itemKey={itemKey}
          fields={props.fields}
          revision={preview.revision}
          date={dateOf(preview.date)}
          onClose={() => setPreview(null)}
          onReverted={() => {
            setPreview(null);
            props.onReverted();
          }}
        />
      )}
    </section>
  );
}

function actionLabel(t: (key: string) => string, action: string): string {
  switch (action) {
    case 'create':
      return t('activity_create');
    case 'update':
      return t('activity_update');
    case 'delete':
      return t('activity_delete');
    case 'upload':
      return t('activity_upload');
    case 'revert':
      return t('activity_revert');
    default:
      return action;
  }
}

function CommentBox({
  project,
  collection,
  itemKey,
}: {
  project: string;
  collection: string;
  itemKey: PrimaryKey;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const post = usePostComment(project);
  const empty = text.trim() === '';
  const submit = () => {
    if (empty || post.isPending) return;
    post.mutate(
      { collection, item: itemKey, comment: text.trim() },
      {
        onSuccess: () => setText(''),
        onError: (error) =>
          notify({ title: errorMessage(t, errorCode(error), error.message), color: 'danger' }),
      },
    );
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if ((event.metaKey || event.ctrlKey) && event.key === 'Enter') {
      event.preventDefault();
      submit();
    }
  };
  return (
    <form
      className="comment-box"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor="item-comment" className="visually-hidden">
        {t('leave_comment')}
      </label>
      <textarea
        id="item-comment"
        value={text}
        placeholder={t('leave_comment')}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        rows={3}
      />
      <Button type="submit" variant="secondary" disabled={empty} loading={post.isPending}>
        {t('comment')}
      </Button>
    </form>
  );
}
