/**
 * Listings this page has watched live. The first time one is watched, rows the start read for it
 * moments before (`first-screen.ts`, within START_READ_MS) are taken as current instead of read
 * again with their count; rows kept from an earlier visit are always read again.
 */
const watchedBefore = new Set<string>();
const START_READ_MS = 10_000;

/**
 * Keeps a listing current (issue 28): rows others change update in place, deleted rows leave and
 * the count follows; new rows are not slipped in under the user (that would move what they look
 * at): "N new items — show" loads them when asked. A quiet line says when live updates pause;
 * where sockets are blocked the listing is fetched again every half minute instead.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SYSTEM_PREFIX, type QueryParams } from '@atrium/sdk';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { itemKeys } from '../api/items/keys';
import type { ItemCount } from '../api/items/count-queries';
import { Button } from '../components/Button';
import { Icon } from '../components/Icon';
import { realtimeFor, useRealtimeStatus } from './connection';
import { patchRows, removeRows, unseenKeys } from './live-cache';
import './realtime.css';

type Row = Record<string, unknown>;
type Pages = InfiniteData<{ data: Row[] } & Record<string, unknown>, unknown>;

const POLL_MS = 30_000;
/** System collections whose listings (users, files, the activity log) are live too. */
const LIVE_SYSTEM = new Set(['directus_users', 'directus_files', 'directus_activity']);
const HIGHLIGHT_MS = 4_000;

interface Props {
  project: string;
  collection: string;
  params: QueryParams;
  primaryKey: string;
  enabled: boolean;
}

export function LiveListing({ project, collection, params, primaryKey, enabled }: Props) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const status = useRealtimeStatus((s) => s.status[project]);
  const [fresh, setFresh] = useState(0);
  // Keys of the new rows waiting behind the button, then the positions of those shown, briefly highlighted.
  const freshKeys = useRef<unknown[]>([]);
  const [highlight, setHighlight] = useState<number[]>([]);
  const live =
    enabled && !!primaryKey && (!collection.startsWith(SYSTEM_PREFIX) || LIVE_SYSTEM.has(collection));
  const paramsRef = useRef(params);
  paramsRef.current = params;

  useEffect(() => {
    setFresh(0);
    freshKeys.current = [];
  }, [collection, params]);
  useEffect(() => {
    if (highlight.length === 0) return;
    const timer = setTimeout(() => setHighlight([]), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlight]);

  useEffect(() => {
    if (!live) return;
    const listKey = itemKeys.infinite(project, collection, params);
    const countKey = [...itemKeys.lists(project, collection), 'count'];
    const adjustCounts = (delta: number) =>
      client.setQueriesData<ItemCount>({ queryKey: countKey }, (old) =>
        old ? { ...old, count: Math.max(0, old.count + delta), total: Math.max(0, old.total + delta) } : old,
      );
    // No rows in the answer to subscribing (`limit: 0`): the listing has read them already.
    const query: Record<string, unknown> = { limit: 0 };
    for (const k of ['fields', 'filter', 'q', 'status'] as const)
      if (params[k] !== undefined) query[k] = params[k];
    const mounted = Date.now();
    const watchKey = `${project}/${collection}`;
    let first = true;
    return realtimeFor(project).subscribe({ collection, query }, (m) => {
      const rows = Array.isArray(m.data) ? (m.data as Row[]) : [];
      if (m.event === 'init') {
        // Rows kept in the cache from before, or changes missed while the socket was away: read again.
        // The start's own read of the opened listing (moments before it mounted) is current.
        const fetchedAt = client.getQueryState(listKey)?.dataUpdatedAt ?? 0;
        const startRead = !watchedBefore.has(watchKey) && fetchedAt >= mounted - START_READ_MS;
        // No rows yet: the read under way answers after the subscription, with what is current.
        if (!first || (fetchedAt > 0 && fetchedAt < mounted && !startRead))
          void client.invalidateQueries({ queryKey: itemKeys.lists(project, collection) });
        watchedBefore.add(watchKey);
        first = false;
      } else if (m.event === 'update') {
        client.setQueryData<Pages>(listKey, (old) => patchRows(old, rows, primaryKey));
      } else if (m.event === 'delete') {
        let removed = 0;
        client.setQueryData<Pages>(listKey, (old) => {
          const out = removeRows(old, m.data as unknown[], primaryKey);
          removed = out.removed;
          return out.pages;
        });
        if (removed) adjustCounts(-removed);
      } else if (m.event === 'create' && !(m as { own?: boolean }).own) {
        // The user's own creates: the screen that made them reads them again itself.
        const unseen = unseenKeys(client.getQueryData<Pages>(listKey), rows, primaryKey);
        if (unseen.length) {
          freshKeys.current.push(...unseen);
          setFresh((n) => n + unseen.length);
          adjustCounts(unseen.length);
        }
      }
    });
  }, [live, project, collection, params, primaryKey, client]);

  // WebSockets blocked: the listing is fetched again now and then.
  useEffect(() => {
    if (!live || status !== 'unavailable') return;
    const timer = setInterval(
      () => void client.invalidateQueries({ queryKey: itemKeys.lists(project, collection) }),
      POLL_MS,
    );
    return () => clearInterval(timer);
  }, [live, status, project, collection, client]);

  if (!live) return null;
  const show = async () => {
    const keys = new Set(freshKeys.current.map(String));
    freshKeys.current = [];
    setFresh(0);
    await client.invalidateQueries({ queryKey: itemKeys.lists(project, collection) });
    const rows = (
      client.getQueryData<Pages>(itemKeys.infinite(project, collection, params))?.pages ?? []
    ).flatMap((p) => p.data);
    setHighlight(rows.flatMap((r, i) => (keys.has(String(r[primaryKey])) ? [i] : [])));
  };
  return (
    <div className="live-listing">
      {highlight.length > 0 && (
        // The table's rows are numbered from 2 (the header is 1).
        <style>
          {highlight.map((i) => `.listing-body .tabular-row[aria-rowindex="${i + 2}"]`).join(',\n')}
          {' { animation: live-new-row 4s ease-out; }'}
        </style>
      )}
      {fresh > 0 && (
        <Button className="live-fresh" variant="secondary" icon="arrow_upward" onClick={() => void show()}>
          {t('realtime.new_items', { count: fresh })}
        </Button>
      )}
      {status === 'offline' && (
        <span className="live-offline" role="status">
          <Icon name="cloud_off" />
          {t('realtime.paused')}
        </span>
      )}
    </div>
  );
}
