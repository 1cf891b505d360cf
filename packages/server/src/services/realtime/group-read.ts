import type { Accountability } from '../../auth/accountability';
import type { Project } from '../../projects/registry';
import { createServiceContext } from '../items/context';
import type { RealtimeChange } from './change';
import type { Subscription } from './client';
import { wasReadable } from './delete-visibility';
import { realtimeReader } from './readers';

type Row = Record<string, unknown>;
type Key = string | number;

/** Keys read back per query: a large batch write is read in slices. */
const KEYS_PER_READ = 500;

/** What one computation stands for: who reads, with which query, of which single item if any. */
export interface GroupQuery {
  accountability: Accountability;
  query: Subscription['query'];
  item?: string | number;
}

/** The query's fields with the primary key added, and whether it was asked for (`*` brings it). */
function withPrimaryKey(
  fields: Subscription['query']['fields'],
  pk: string,
): { fields: string[]; asked: boolean } {
  const list = (Array.isArray(fields) ? fields : (fields ?? '*').split(','))
    .map((f) => f.trim())
    .filter(Boolean);
  const asked = list.length === 0 || list.includes('*') || list.includes(pk);
  return { fields: asked ? list : [...list, pk], asked };
}

/**
 * What one group sees of each change of a batch (all of one collection, in commit order): the rows
 * of each create and update as the group's query reads them — the changed keys of the whole batch
 * in ONE read (sliced by KEYS_PER_READ), split back by primary key — and the keys of each delete
 * it could read. `undefined` where the group sees nothing of a change.
 */
export async function readForGroup(
  project: Project,
  collection: string,
  changes: RealtimeChange[],
  g: GroupQuery,
): Promise<(unknown[] | undefined)[]> {
  const ctx = await createServiceContext(project, g.accountability);
  const { svc, restriction } = realtimeReader(collection, ctx);
  const access = ctx.access.read(svc.collection);
  const out: (unknown[] | undefined)[] = changes.map(() => undefined);
  if (!access.readable) return out;
  const pk = svc.collection.primaryKey;
  const keysOf = changes.map((change) =>
    change.keys
      .filter((k) => g.item === undefined || String(k) === String(g.item))
      .map((k) => svc.castKey(k))
      .filter((k): k is Key => k !== null),
  );
  const { limit: _l, offset: _o, page: _p, ...query } = g.query;
  const read = async (keys: Key[], q: Record<string, unknown>): Promise<Row[]> => {
    const rows: Row[] = [];
    for (let i = 0; i < keys.length; i += KEYS_PER_READ) {
      const slice = keys.slice(i, i + KEYS_PER_READ);
      const res = await svc.readByQuery({ ...q, limit: slice.length }, [
        ...restriction,
        svc.keyFilter(slice),
      ]);
      rows.push(...(res.data as Row[]));
    }
    return rows;
  };
  const reading: number[] = [];
  changes.forEach((change, i) => {
    const keys = keysOf[i]!;
    if (keys.length === 0) return;
    if (change.action !== 'delete') {
      reading.push(i);
      return;
    }
    const rows = new Map((change.rows ?? []).map((r) => [String(r[pk]), r]));
    const own = (id: unknown) =>
      String(id) === String(g.accountability.user) ? g.accountability.role : undefined;
    out[i] = keys.filter((k) => {
      const row = rows.get(String(k));
      return row ? wasReadable(access.rowFilter, row, own) : access.rowFilter === null;
    });
  });
  if (reading.length === 1) {
    out[reading[0]!] = await read(keysOf[reading[0]!]!, query);
  } else if (reading.length > 1) {
    // One read for the batch; each change gets its rows back, in the query's order.
    const { fields, asked } = withPrimaryKey(query.fields, pk);
    const all = [...new Set(reading.flatMap((i) => keysOf[i]!.map(String)))];
    const rows = await read(
      all.map((k) => svc.castKey(k)!),
      { ...query, fields },
    );
    if (rows.some((r) => r[pk] === undefined || r[pk] === null)) {
      for (const i of reading) out[i] = await read(keysOf[i]!, query); // the key is not readable
    } else {
      for (const i of reading) {
        const wanted = new Set(keysOf[i]!.map(String));
        out[i] = rows
          .filter((r) => wanted.has(String(r[pk])))
          .map((r) => {
            if (asked) return r;
            const { [pk]: _k, ...rest } = r;
            return rest;
          });
      }
    }
  }
  return out.map((data) => (data && data.length > 0 ? data : undefined));
}
