/**
 * The edit screen's live part (issue 28): who else has this item open (avatars, "editing" once
 * they hold unsaved changes), and, when someone else saves the item, a notice at once that offers
 * to load their changes — the user's own unsaved fields stay staged over them; the activity
 * sidebar shows every save of the item as it happens. Where the socket
 * does not work, `fallback` (the `last_page` warning) is shown instead.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import type { PrimaryKey } from '@atrium/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { activityKeys } from '../api/activity/keys';
import { api } from '../api/client';
import { itemKeys } from '../api/items/keys';
import { useUserDirectory } from '../api/users/queries';
import { Button } from '../components/Button';
import { Notice } from '../components/Notice';
import { UserAvatar } from '../components/user-avatar/UserAvatar';
import { isEditing, type StagingStore } from '../form/staging';
import { displayName, useSession } from '../stores/session';
import { realtimeFor, useRealtimeStatus } from './connection';
import './realtime.css';

interface Props {
  project: string;
  collection: string;
  item: PrimaryKey;
  store: StagingStore;
  fallback: ReactNode;
}

export function LiveItem({ project, collection, item, store, fallback }: Props) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const status = useRealtimeStatus((s) => s.status[project]);
  const me = useSession((s) => s.user?.id ?? null);
  const editing = useStore(store, isEditing);
  const directory = useUserDirectory(project).data ?? [];
  const [present, setPresent] = useState<{ user: number; editing: boolean }[]>([]);
  const [savedElsewhere, setSavedElsewhere] = useState(false);
  const [loading, setLoading] = useState(false);

  // Presence: said on opening, again when "editing" changes and after every reconnection.
  useEffect(() => {
    const connection = realtimeFor(project);
    const say = () =>
      connection.send({ type: 'presence', collection, item, editing: isEditing(store.getState()) });
    const stop = connection.listen((m) => {
      if (m.type === 'auth') say();
      const p = m as {
        type: string;
        collection?: string;
        item?: string;
        users?: { user: number; editing: boolean }[];
      };
      if (p.type === 'presence' && p.users && p.collection === collection && p.item === String(item)) {
        setPresent(p.users);
      }
    });
    say();
    return () => {
      stop();
      connection.send({ type: 'presence' });
      setPresent([]);
    };
  }, [project, collection, item, store]);
  useEffect(() => {
    realtimeFor(project).send({ type: 'presence', collection, item, editing });
  }, [project, collection, item, editing]);

  // Someone else's save of this item.
  useEffect(() => {
    setSavedElsewhere(false);
    let first = true;
    return realtimeFor(project).subscribe(
      { collection, item, event: 'update', query: { fields: '*', limit: 0 } },
      (m) => {
        if (m.event === 'init') {
          // Subscribed again after a reconnection: saves made meanwhile are read now.
          if (!first) void client.invalidateQueries({ queryKey: itemKeys.detail(project, collection, item) });
          first = false;
          return;
        }
        if (m.event !== 'update') return;
        // The activity sidebar shows the new save at once.
        void client.invalidateQueries({ queryKey: activityKeys.item(project, collection, item) });
        if (!(m as { own?: boolean }).own) setSavedElsewhere(true);
      },
    );
  }, [project, collection, item, client]);

  const loadTheirs = async () => {
    setLoading(true);
    try {
      if (isEditing(store.getState())) {
        // Their values become the base; the user's staged fields stay on top of them.
        const theirs = await api.getItemTagged(project, collection, item);
        store.setState({ saved: theirs.data ?? {} });
      } else {
        await client.invalidateQueries({ queryKey: itemKeys.detail(project, collection, item) });
      }
      setSavedElsewhere(false);
    } finally {
      setLoading(false);
    }
  };

  if (status !== 'online') return <>{fallback}</>;
  const others = present.filter((p) => p.user !== me);
  return (
    <>
      {others.length > 0 && (
        <div className="live-presence" role="group" aria-label={t('realtime.also_here')}>
          <span className="live-presence-label">{t('realtime.also_here')}</span>
          {others.map((p) => {
            const user = directory.find((u) => Number(u.id) === p.user) ?? null;
            const name = displayName(user);
            return (
              <span key={p.user} className="live-presence-user" title={name}>
                <UserAvatar user={user} size={28} />
                <span>{name}</span>
                {p.editing && <span className="live-presence-editing">{t('realtime.editing')}</span>}
              </span>
            );
          })}
        </div>
      )}
      {savedElsewhere && (
        <div className="live-saved-elsewhere">
          <Notice color="warning" icon="sync_problem">
            {t('realtime.saved_elsewhere')}
          </Notice>
          <Button variant="secondary" icon="sync" loading={loading} onClick={() => void loadTheirs()}>
            {t('realtime.load_changes')}
          </Button>
        </div>
      )}
    </>
  );
}
