import { ApiError, errors } from '../../errors';
import { createServiceContext } from '../items/context';
import { serviceFor } from '../system';
import type { RealtimeClient } from './client';
import type { RealtimeHub } from './hub';
import { withUid, type PresenceMessage } from './protocol';
import type { PresenceSnapshot } from './relay';

/**
 * Who has an item open (Atrium's addition to the protocol, docs/realtime.md): a socket says
 * `{type: "presence", collection, item, editing}` on the edit screen, and every socket on the same
 * item hears `{type: "presence", collection, item, users: [{user, editing}]}` whenever that list
 * changes — on every server process (the relay carries each process's list; entries expire unless
 * refreshed). Only users who may read the item take part; the public role does not.
 */
export async function presence(hub: RealtimeHub, client: RealtimeClient, m: PresenceMessage): Promise<void> {
  const before = client.presence;
  const a = client.identity!.accountability;
  let next: RealtimeClient['presence'] = null;
  if (m.collection !== undefined && m.item !== undefined) {
    if (a.public) return client.error('presence', 'FORBIDDEN', 'Sign in to share presence', m.uid);
    try {
      const ctx = await createServiceContext(client.project, a);
      const svc = serviceFor(m.collection, ctx);
      const out = await svc.readByKeys([m.item], { fields: svc.collection.primaryKey });
      if (out.data.length === 0) throw errors.itemNotFound();
    } catch (err) {
      if (err instanceof ApiError) return client.error('presence', err.code, err.message, m.uid);
      throw err;
    }
    next = { collection: m.collection, item: String(m.item), editing: m.editing === true };
  }
  if (client.closed) return;
  client.presence = next;
  client.send(withUid({ type: 'presence', status: 'ok' }, m.uid));
  const moved = before && (!next || before.collection !== next.collection || before.item !== next.item);
  if (moved) announcePresence(hub, client.project.key, before.collection, before.item);
  if (next) announcePresence(hub, client.project.key, next.collection, next.item);
}

/** How often a process tells the others again who it has where; an entry older than three times this is gone. */
export const PRESENCE_REFRESH_MS = 30_000;
const PRESENCE_TTL_MS = 3 * PRESENCE_REFRESH_MS;

type Users = PresenceSnapshot['users'];

/** This process's users on an item, and its sockets there. */
function local(hub: RealtimeHub, projectKey: string, collection: string, item: string) {
  const here: RealtimeClient[] = [];
  const users = new Map<number, boolean>();
  for (const c of hub.clientsOf(projectKey)) {
    const p = c.presence;
    const a = c.identity?.accountability;
    if (!p || !a || c.closed || p.collection !== collection || p.item !== item) continue;
    here.push(c);
    users.set(a.user, (users.get(a.user) ?? false) || p.editing);
  }
  return { here, users };
}

/** Tells this process's sockets on an item who is there, on every process. */
function tell(
  hub: RealtimeHub,
  projectKey: string,
  collection: string,
  item: string,
  users: Map<number, boolean>,
  here: RealtimeClient[],
) {
  if (here.length === 0) return;
  const remote = hub.remotePresence.get(`${projectKey}\u0000${collection}\u0000${item}`);
  const all = new Map(users);
  const now = Date.now();
  for (const [process, entry] of remote ?? []) {
    if (now - entry.at > PRESENCE_TTL_MS) {
      remote!.delete(process);
      continue;
    }
    for (const u of entry.users) all.set(u.user, (all.get(u.user) ?? false) || u.editing);
  }
  const text = JSON.stringify({
    type: 'presence',
    collection,
    item,
    users: [...all].map(([user, editing]) => ({ user, editing })),
  });
  for (const c of here) c.send(text);
}

const listOf = (users: Map<number, boolean>): Users =>
  [...users].map(([user, editing]) => ({ user, editing }));

/** Presence on an item changed on this process: its sockets and the other processes hear of it. */
export function announcePresence(
  hub: RealtimeHub,
  projectKey: string,
  collection: string,
  item: string,
): void {
  const { here, users } = local(hub, projectKey, collection, item);
  tell(hub, projectKey, collection, item, users, here);
  hub.publishPresence(projectKey, { process: hub.process, collection, item, users: listOf(users) });
}

/** Another process's presence on an item: kept, and told to this process's sockets there. */
export function hearPresence(hub: RealtimeHub, projectKey: string, snapshot: PresenceSnapshot): void {
  const key = `${projectKey}\u0000${snapshot.collection}\u0000${snapshot.item}`;
  let entries = hub.remotePresence.get(key);
  const news = snapshot.users.length > 0 && !entries?.has(snapshot.process);
  if (snapshot.users.length === 0) entries?.delete(snapshot.process);
  else {
    if (!entries) hub.remotePresence.set(key, (entries = new Map()));
    entries.set(snapshot.process, { users: snapshot.users, at: Date.now() });
  }
  if (entries?.size === 0) hub.remotePresence.delete(key);
  const { here, users } = local(hub, projectKey, snapshot.collection, snapshot.item);
  tell(hub, projectKey, snapshot.collection, snapshot.item, users, here);
  // A process new to this item learns at once who is here (instead of at the next refresh).
  if (news && users.size > 0) {
    hub.publishPresence(projectKey, {
      process: hub.process,
      collection: snapshot.collection,
      item: snapshot.item,
      users: listOf(users),
    });
  }
}

/** Every item this process has users on, told to the other processes again (their entries expire). */
export function republishPresence(hub: RealtimeHub, projectKeys: Iterable<string>): void {
  for (const projectKey of projectKeys) {
    const items = new Set<string>();
    for (const c of hub.clientsOf(projectKey))
      if (c.presence) items.add(`${c.presence.collection}\u0000${c.presence.item}`);
    for (const entry of items) {
      const [collection, item] = entry.split('\u0000') as [string, string];
      const { users } = local(hub, projectKey, collection, item);
      hub.publishPresence(projectKey, { process: hub.process, collection, item, users: listOf(users) });
    }
  }
}
