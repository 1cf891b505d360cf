import { ApiError, errors } from '../../errors';
import { createServiceContext } from '../items/context';
import { serviceFor } from '../system';
import type { RealtimeClient } from './client';
import type { RealtimeHub } from './hub';
import { withUid, type PresenceMessage } from './protocol';

/**
 * Who has an item open (Atrium's addition to the protocol, docs/realtime.md): a socket says
 * `{type: "presence", collection, item, editing}` on the edit screen, and every socket on the same
 * item hears `{type: "presence", collection, item, users: [{user, editing}]}` whenever that list
 * changes. Only users who may read the item take part; the public role does not. Per process.
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

/** Tells every socket on an item who is there (each user once; editing if any of its sockets edits). */
export function announcePresence(
  hub: RealtimeHub,
  projectKey: string,
  collection: string,
  item: string,
): void {
  const here: RealtimeClient[] = [];
  const users = new Map<number, boolean>();
  for (const c of hub.clientsOf(projectKey)) {
    const p = c.presence;
    const a = c.identity?.accountability;
    if (!p || !a || c.closed || p.collection !== collection || p.item !== item) continue;
    here.push(c);
    users.set(a.user, (users.get(a.user) ?? false) || p.editing);
  }
  if (here.length === 0) return;
  const text = JSON.stringify({
    type: 'presence',
    collection,
    item,
    users: [...users].map(([user, editing]) => ({ user, editing })),
  });
  for (const c of here) c.send(text);
}
