import { SYSTEM_PREFIX } from '@atrium/sdk';
import type { Accountability } from '../../auth/accountability';
import { ApiError } from '../../errors';
import type { Project } from '../../projects/registry';
import { createServiceContext } from '../items/context';
import { serviceFor } from '../system';
import type { RealtimeClient, Subscription } from './client';
import { wasReadable } from './delete-visibility';
import type { RealtimeChange } from './change';

type Row = Record<string, unknown>;

/** Keys read back per query: a large batch write is read in slices. */
const KEYS_PER_READ = 500;

interface Group {
  accountability: Accountability;
  query: Subscription['query'];
  item?: string | number;
  members: { client: RealtimeClient; sub: Subscription }[];
}

/**
 * Who shares one computation: the role (admins all alike), the user where the answer may depend
 * on who asks (a row restriction such as `mine`, a system collection's own-row rules, a `$` variable
 * in the query), the query and the single item subscribed to.
 */
function groupKey(a: Accountability, sub: Subscription, rowsDependOnUser: boolean): string {
  const byUser = rowsDependOnUser || sub.queryText.includes('$');
  const who = a.admin ? 'admin' : `r${a.role}${byUser ? `u${a.user}` : ''}`;
  return `${who}\u0000${sub.queryText}\u0000${sub.item ?? ''}`;
}

/** Whether what this role reads of the collection depends on the user (memoised per role). */
async function dependsOnUser(
  project: Project,
  collection: string,
  a: Accountability,
  memo: Map<number, boolean>,
): Promise<boolean> {
  if (a.admin) return false;
  if (collection.startsWith(SYSTEM_PREFIX)) return true;
  let hit = memo.get(a.role);
  if (hit === undefined) {
    const ctx = await createServiceContext(project, a);
    const info = ctx.schema.collections.get(collection);
    hit = !info || ctx.access.read(info).rowFilter !== null;
    memo.set(a.role, hit);
  }
  return hit;
}

/** The tail of an event for one subscriber: `own` (its user made the change, Atrium's addition) and its uid. */
function tail(uid: Subscription['uid'], own: boolean): string {
  return (own ? ',"own":true' : '') + (uid === undefined ? '' : `,"uid":${JSON.stringify(uid)}`);
}

/**
 * Sends one committed change to the subscriptions it concerns: each distinct (role, query) reads the
 * changed keys once through the caller's normal read path — the subscription's fields and filter,
 * the role's permissions, plus a filter on the keys — and the rows it may see go to every socket
 * sharing it. Deleted rows cannot be read back: their keys go to the roles that could read them.
 */
export async function fanOut(
  project: Project,
  change: RealtimeChange,
  targets: { client: RealtimeClient; sub: Subscription }[],
): Promise<void> {
  const groups = new Map<string, Group>();
  const memo = new Map<number, boolean>();
  for (const t of targets) {
    const identity = t.client.identity;
    if (!identity || t.client.closed) continue;
    const a = identity.accountability;
    const key = groupKey(a, t.sub, await dependsOnUser(project, change.collection, a, memo));
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { accountability: a, query: t.sub.query, item: t.sub.item, members: [] }));
    g.members.push(t);
  }
  await Promise.all(
    [...groups.values()].map((g) =>
      computeGroup(project, change, g).catch((err: unknown) => {
        // A group whose read is refused (permissions changed, field gone) hears nothing of it.
        if (!(err instanceof ApiError)) throw err;
      }),
    ),
  );
}

async function computeGroup(project: Project, change: RealtimeChange, g: Group): Promise<void> {
  const ctx = await createServiceContext(project, g.accountability);
  const svc = serviceFor(change.collection, ctx);
  const access = ctx.access.read(svc.collection);
  if (!access.readable) return;
  const keys = change.keys
    .filter((k) => g.item === undefined || String(k) === String(g.item))
    .map((k) => svc.castKey(k))
    .filter((k): k is string | number => k !== null);
  if (keys.length === 0) return;
  let data: unknown[];
  if (change.action === 'delete') {
    const rows = new Map((change.rows ?? []).map((r) => [String(r[svc.collection.primaryKey]), r]));
    const own = (id: unknown) =>
      String(id) === String(g.accountability.user) ? g.accountability.role : undefined;
    data = keys.filter((k) => {
      const row = rows.get(String(k));
      return row ? wasReadable(access.rowFilter, row, own) : access.rowFilter === null;
    });
  } else {
    const { limit: _l, offset: _o, page: _p, ...query } = g.query;
    data = [];
    for (let i = 0; i < keys.length; i += KEYS_PER_READ) {
      const slice = keys.slice(i, i + KEYS_PER_READ);
      const out = await svc.readByQuery({ ...query, limit: slice.length }, [svc.keyFilter(slice)]);
      data.push(...(out.data as Row[]));
    }
  }
  if (data.length === 0) return;
  // Serialised and encoded once per distinct tail (most subscribers of a group share one).
  const head = `{"type":"subscription","event":"${change.action}","data":${JSON.stringify(data)}`;
  const encoded = new Map<string, Buffer>();
  for (const { client, sub } of g.members) {
    const a = client.identity?.accountability;
    const own = !!a && !a.public && change.actor !== undefined && a.user === change.actor;
    const end = tail(sub.uid, own);
    let buf = encoded.get(end);
    if (!buf) encoded.set(end, (buf = Buffer.from(`${head}${end}}`)));
    client.send(buf);
  }
}
