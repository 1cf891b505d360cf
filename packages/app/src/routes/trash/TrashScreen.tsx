import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProjectKey } from '../../api/project-key';
import { useUserDirectory } from '../../api/users/queries';
import { Button } from '../../components/Button';
import { Confirm } from '../../components/Confirm';
import { Notice } from '../../components/Notice';
import { Spinner } from '../../components/Spinner';
import { errorCode, errorMessage } from '../../lib/errors';
import { Header } from '../../shell/Header';
import { displayName } from '../../stores/session';
import { notify } from '../../stores/notifications';
import type { TrashEntry } from '@atrium/sdk';
import { useTrash, useTrashWrites } from './trash-api';
import './trash.css';

/** A short line of an entry's values: its first few filled fields. */
function preview(data: Record<string, unknown>, key: string): string {
  return Object.entries(data)
    .filter(([, v]) => v !== null && v !== '' && typeof v !== 'object' && String(v) !== key)
    .slice(0, 4)
    .map(([, v]) => String(v))
    .join(' · ')
    .slice(0, 160);
}

/**
 * A collection's trash (docs/content-workflow.md): who deleted what and when, restore (with its
 * related rows) or delete for good.
 */
export function TrashScreen({ collection }: { collection: string }) {
  const { t, i18n } = useTranslation();
  const project = useProjectKey();
  const trash = useTrash(project, collection);
  const users = useUserDirectory(project);
  const writes = useTrashWrites(project, collection);
  const [purging, setPurging] = useState<TrashEntry | null>(null);
  const fail = (error: Error) =>
    notify({ title: errorMessage(t, errorCode(error), error.message), color: 'danger' });
  const who = (id: number | null) => {
    const u = (users.data ?? []).find((x) => x.id === id);
    return u ? displayName(u as Parameters<typeof displayName>[0]) : t('unknown_user');
  };
  const when = (stored: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(`${stored.replace(' ', 'T')}Z`),
    );
  const listing = `/${project}/collections/${collection}`;
  return (
    <>
      <Header title={t('workflow.trash_title', { collection })} back={{ to: listing, label: collection }} />
      <div className="page-body trash-page">
        <Notice color="gray" icon="info">
          {t('workflow.trash_note')}
        </Notice>
        {trash.isPending && <Spinner label={t('loading')} />}
        {trash.isError && (
          <Notice color="danger" icon="error_outline">
            {errorMessage(t, errorCode(trash.error), trash.error.message)}
          </Notice>
        )}
        {trash.data && trash.data.length === 0 && <p className="trash-empty">{t('workflow.trash_empty')}</p>}
        {trash.data && trash.data.length > 0 && (
          <table className="trash-table">
            <thead>
              <tr>
                <th scope="col">{t('workflow.trash_item')}</th>
                <th scope="col">{t('workflow.trash_deleted_by')}</th>
                <th scope="col">{t('workflow.trash_deleted_on')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('workflow.trash_actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {trash.data.map((e) => (
                <tr key={e.id}>
                  <td>
                    <span className="trash-key">#{e.item}</span> {preview(e.data, e.item)}
                  </td>
                  <td>{who(e.deleted_by)}</td>
                  <td>{when(e.deleted_on)}</td>
                  <td className="trash-actions">
                    <Button
                      variant="secondary"
                      icon="restore_from_trash"
                      loading={writes.restore.isPending && writes.restore.variables?.id === e.id}
                      onClick={() =>
                        writes.restore.mutate(e, {
                          onSuccess: () => notify({ title: t('workflow.trash_restored'), color: 'success' }),
                          onError: fail,
                        })
                      }
                    >
                      {t('workflow.trash_restore')}
                    </Button>
                    <Button variant="danger" icon="delete_forever" onClick={() => setPurging(e)}>
                      {t('workflow.trash_delete_forever')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <p>
          <Link to={listing}>{t('workflow.trash_back')}</Link>
        </p>
      </div>
      {purging && (
        <Confirm
          message={t('workflow.trash_delete_confirm')}
          confirmText={t('workflow.trash_delete_forever')}
          danger
          loading={writes.purge.isPending}
          onCancel={() => setPurging(null)}
          onConfirm={() => writes.purge.mutate(purging, { onSettled: () => setPurging(null), onError: fail })}
        />
      )}
    </>
  );
}
