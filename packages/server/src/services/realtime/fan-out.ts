import { SYSTEM_PREFIX } from '@atrium/sdk';
import type { Accountability } from '../../auth/accountability';
import { ApiError } from '../../errors';
import type { Project } from '../../projects/registry';
import { createServiceContext } from '../items/context';
import type { RealtimeClient, Subscription } from './client';
import type { RealtimeChange } from './change';
import { textFrame } from './frame';
import { readForGroup, type GroupQuery } from './group-read';

/** The sockets of a group that receive byte-identical events: same uid, same user (for `own`). */
interface Audience {
  uid: Subscription['uid'];
  /** The user whose own changes are flagged `own` (undefined: the public role, never). */
  user: number | undefined;
  clients: RealtimeClient[];
}

interface Group extends GroupQuery {
  collection: string;
  event?: Subscription['event'];
  /** By uid, then by user. */
  audiences: Map<Subscription['uid'], Map<number | undefined, Audience>>;
}

export interface Target {
  client: RealtimeClient;
  sub: Subscription;
}

/** Whether what this role reads of the collection depends on the user. */
async function dependsOnUser(project: Project, collection: string, a: Accountability): Promise<boolean> {
  if (a.admin) return false;
  if (collection.startsWith(SYSTEM_PREFIX)) return true;
  const ctx = await createServiceContext(project, a);
  const info = ctx.schema.collections.get(collection);
  return !info || ctx.access.read(info).rowFilter !== null;
}

/** The tail of an event for one audience: `own` (its user made the change, Atrium's addition) and its uid. */
function tail(uid: Subscription['uid'], own: boolean): string {
  return (own ? ',"own":true' : '') + (uid === undefined ? '' : `,"uid":${JSON.stringify(uid)}`);
}

/**
 * Subscribers sharing one computation, grouped once per batch: by who reads — the role (admins all
 * alike), the user where the answer may depend on who asks (a row restriction such as `mine`, a
 * system collection's own-row rules, a `$` variable in the query) — and by the subscription's shape
 * (collection, query, event, item). One await per distinct role, none per socket; per socket only
 * map look-ups with keys computed beforehand.
 */
async function groupsOf(project: Project, targets: Target[]): Promise<Group[]> {
  const memo = new Map<string, Map<number, Promise<boolean>>>();
  const roleOf = (a: Accountability) => (a.admin ? -1 : a.role);
  for (const { client, sub } of targets) {
    const a = client.identity?.accountability;
    if (!a) continue;
    let byRole = memo.get(sub.collection);
    if (!byRole) memo.set(sub.collection, (byRole = new Map()));
    if (!byRole.has(roleOf(a))) byRole.set(roleOf(a), dependsOnUser(project, sub.collection, a));
  }
  const depends = new Map<string, Map<number, boolean>>();
  for (const [collection, byRole] of memo) {
    const out = new Map<number, boolean>();
    for (const [role, p] of byRole) out.set(role, await p);
    depends.set(collection, out);
  }
  // By who reads, then by the subscription's shape: look-ups of strings made once, not per socket.
  const groups = new Map<string, Map<string, Group>>();
  const all: Group[] = [];
  for (const { client, sub } of targets) {
    const identity = client.identity;
    if (!identity || client.closed) continue; // signed out meanwhile
    const a = identity.accountability;
    let who: string;
    if (a.admin) who = 'admin';
    else {
      const byUser = (depends.get(sub.collection)?.get(a.role) ?? true) || sub.queryText.includes('$');
      who = byUser ? `r${a.role}u${a.user}` : `r${a.role}`;
    }
    let byShape = groups.get(who);
    if (!byShape) groups.set(who, (byShape = new Map()));
    let g = byShape.get(sub.shape);
    if (!g) {
      g = {
        accountability: a,
        query: sub.query,
        item: sub.item,
        collection: sub.collection,
        event: sub.event,
        audiences: new Map(),
      };
      byShape.set(sub.shape, g);
      all.push(g);
    }
    const user = a.public ? undefined : a.user;
    let byUid = g.audiences.get(sub.uid);
    if (!byUid) g.audiences.set(sub.uid, (byUid = new Map()));
    let audience = byUid.get(user);
    if (!audience) byUid.set(user, (audience = { uid: sub.uid, user, clients: [] }));
    audience.clients.push(client);
  }
  return all;
}

/**
 * Sends a batch of committed changes (one project, commit order) to the subscriptions they concern.
 * Each distinct (role, query) group reads the changed keys of the batch ONCE through the caller's
 * normal read path — the subscription's fields and filter, the role's permissions, plus a filter on
 * the keys — and each event is serialised once per group and audience: every socket of it gets the
 * same bytes, framed once. Deleted rows cannot be read back: their keys go to the roles that could read them.
 * A batch of several changes is written corked: one system call per socket for all its frames.
 */
export async function fanOut(project: Project, changes: RealtimeChange[], targets: Target[]): Promise<void> {
  const groups = await groupsOf(project, targets);
  const results = await Promise.all(
    groups.map(async (g) => {
      const mine = changes.filter((c) => c.collection === g.collection && (!g.event || g.event === c.action));
      const data = await readForGroup(project, g.collection, mine, g).catch((err: unknown) => {
        // A group whose read is refused (permissions changed, field gone) hears nothing of it.
        if (!(err instanceof ApiError)) throw err;
        return [];
      });
      return new Map(mine.map((c, i) => [c, data[i]]));
    }),
  );
  const corked = changes.length > 1 ? targets.map((t) => t.client) : [];
  for (const c of corked) c.cork();
  try {
    for (const change of changes)
      groups.forEach((g, gi) => {
        const data = results[gi]!.get(change);
        if (!data) return;
        const head = `{"type":"subscription","event":"${change.action}","data":${JSON.stringify(data)}`;
        // Encoded once per distinct tail: audiences differ only by uid and whether the change is theirs.
        const encoded = new Map<string, { payload: Buffer; frame: Buffer }>();
        for (const byUser of g.audiences.values())
          for (const audience of byUser.values()) {
            const own =
              audience.user !== undefined && change.actor !== undefined && audience.user === change.actor;
            const end = tail(audience.uid, own);
            let out = encoded.get(end);
            if (!out) {
              const payload = Buffer.from(`${head}${end}}`);
              encoded.set(end, (out = { payload, frame: textFrame(payload) }));
            }
            for (const client of audience.clients) client.sendShared(out.payload, out.frame);
          }
      });
  } finally {
    for (const c of corked) c.uncork();
  }
}
