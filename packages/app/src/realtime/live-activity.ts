/**
 * Activity that follows as it happens (issue 28): the edit screen's activity sidebar reads the
 * item's timeline again when a comment on the item is posted, edited or deleted (item saves reach
 * it through `LiveItem`), and the notification bell counts the comments others post while the user
 * is elsewhere than the activity page. Both subscribe to `directus_activity` on the project's one
 * socket — the server tells only of comments on items the user may read — and fall back to polling
 * every half minute where sockets are blocked.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { create } from 'zustand';
import type { PrimaryKey } from '@atrium/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { activityKeys } from '../api/activity/keys';
import { api } from '../api/client';
import { useSession } from '../stores/session';
import { realtimeFor, useRealtimeStatus } from './connection';
import './realtime.css';

const POLL_MS = 30_000;

/** Reads an item's timeline again whenever a comment on it changes (the activity sidebar). */
export function useLiveItemActivity(project: string, collection: string, key: PrimaryKey | null): void {
  const client = useQueryClient();
  const status = useRealtimeStatus((s) => s.status[project]);
  const enabled = !!project && !!collection && key !== null && key !== '+' && key !== '';
  const item = String(key);

  useEffect(() => {
    if (!enabled) return;
    const refresh = () =>
      void client.invalidateQueries({ queryKey: activityKeys.item(project, collection, item) });
    let first = true;
    return realtimeFor(project).subscribe(
      {
        collection: 'directus_activity',
        query: {
          fields: ['id'],
          filter: { collection: { eq: collection }, item: { eq: item }, action: { eq: 'comment' } },
          limit: 0,
        },
      },
      (m) => {
        if (m.event === 'init') {
          // Subscribed again after a reconnection: comments posted meanwhile are read now.
          if (!first) refresh();
          first = false;
        } else if (m.event === 'create' || m.event === 'update') refresh();
      },
    );
  }, [enabled, project, collection, item, client]);

  useEffect(() => {
    if (!enabled || status !== 'unavailable') return;
    const timer = setInterval(
      () => void client.invalidateQueries({ queryKey: activityKeys.item(project, collection, item) }),
      POLL_MS,
    );
    return () => clearInterval(timer);
  }, [enabled, status, project, collection, item, client]);
}

interface Bell {
  /** Comments of others since the user last looked at the activity page. */
  count: number;
  /** Polling only: the newest comment id when counting started (null: not read yet). */
  since: number | null;
}

const useBells = create<{ bells: Record<string, Bell> }>(() => ({ bells: {} }));

function setBell(project: string, change: (bell: Bell) => Bell): void {
  useBells.setState((s) => ({
    bells: { ...s.bells, [project]: change(s.bells[project] ?? { count: 0, since: null }) },
  }));
}

/**
 * The notification bell's count: comments others post on items the user may read, as they are
 * posted, since the user last opened the activity page (which sets it back to none). The activity
 * listings are read again with each one.
 */
export function useCommentBell(project: string): number {
  const client = useQueryClient();
  const status = useRealtimeStatus((s) => (project ? s.status[project] : undefined));
  const me = useSession((s) => s.user?.id ?? null);
  const { pathname } = useLocation();
  const looking = !!project && pathname.startsWith(`/${project}/activity`);
  const lookingRef = useRef(looking);
  lookingRef.current = looking;
  const count = useBells((s) => (project ? (s.bells[project]?.count ?? 0) : 0));
  const on = !!project;

  useEffect(() => {
    if (project && looking) setBell(project, () => ({ count: 0, since: null }));
  }, [project, looking]);

  useEffect(() => {
    if (!on || !project) return;
    return realtimeFor(project).subscribe(
      {
        collection: 'directus_activity',
        query: { fields: ['id'], filter: { action: { eq: 'comment' } }, limit: 0 },
        event: 'create',
      },
      (m) => {
        if (m.event !== 'create') return;
        void client.invalidateQueries({ queryKey: activityKeys.lists(project) });
        const n = Array.isArray(m.data) ? m.data.length : 0;
        const own = (m as { own?: boolean }).own;
        if (n && !own && !lookingRef.current) setBell(project, (b) => ({ ...b, count: b.count + n }));
      },
    );
  }, [on, project, client]);

  // Sockets blocked: the comments of others newer than the newest one at the start are counted now and then.
  useEffect(() => {
    if (!on || !project || status !== 'unavailable' || me === null) return;
    let stopped = false;
    const poll = async () => {
      const since = useBells.getState().bells[project]?.since ?? null;
      if (since === null) {
        const newest = await api.getItems(project, 'directus_activity', {
          fields: ['id'],
          filter: { action: { eq: 'comment' } },
          sort: '-id',
          limit: 1,
        });
        const id = Number((newest.data[0] as { id?: number } | undefined)?.id ?? 0);
        if (!stopped) setBell(project, (b) => ({ ...b, since: id }));
        return;
      }
      const fresh = await api.getItems(project, 'directus_activity', {
        fields: ['id'],
        filter: { action: { eq: 'comment' }, id: { gt: since }, action_by: { neq: me } },
        limit: 1,
        meta: 'filter_count',
      });
      const n = Number((fresh.meta as { filter_count?: number } | undefined)?.filter_count ?? 0);
      if (!stopped && !lookingRef.current) setBell(project, (b) => ({ ...b, count: n }));
    };
    const run = () => void poll().catch(() => undefined);
    run();
    const timer = setInterval(run, POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [on, project, status, me]);

  return on ? count : 0;
}
