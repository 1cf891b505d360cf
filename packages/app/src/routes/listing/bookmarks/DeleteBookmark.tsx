/** Deletes a bookmark after confirmation; shown to an admin or the bookmark's owner (product.md §6). */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Preset } from '@atrium/sdk';
import { useDeletePreset } from '../../../api/presets/mutations';
import { Confirm } from '../../../components/Confirm';
import { Icon } from '../../../components/Icon';
import { bus } from '../../../lib/events';
import './bookmarks.css';

/** May this user delete this bookmark? */
export const mayDeleteBookmark = (bookmark: Pick<Preset, 'user'>, user: { id: number; admin: boolean }) =>
  user.admin || bookmark.user === user.id;

export function DeleteBookmark({ project, bookmark }: { project: string; bookmark: Preset }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const remove = useDeletePreset(project);
  return (
    <>
      <button
        type="button"
        className="bookmark-delete"
        aria-label={t('delete_bookmark_named', { title: bookmark.title })}
        title={t('delete_bookmark')}
        onClick={() => setAsking(true)}
      >
        <Icon name="delete_outline" />
      </button>
      {asking && (
        <Confirm
          message={t('delete_bookmark_body', { title: bookmark.title })}
          confirmText={t('delete')}
          danger
          loading={remove.isPending}
          onCancel={() => setAsking(false)}
          onConfirm={() =>
            remove.mutate(bookmark, {
              onSuccess: () => setAsking(false),
              onError: (error) => {
                setAsking(false);
                bus.emit('error', { error, notify: 'something_went_wrong_body' });
              },
            })
          }
        />
      )}
    </>
  );
}
