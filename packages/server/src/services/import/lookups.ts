import { ApiError } from '../../errors';
import type { CollectionInfo, FieldInfo } from '../../schema/overview';
import type { ServiceContext } from '../items/context';
import { serviceFor } from '../system';
import type { Draft } from './draft';

/**
 * Related items of a batch, found in one read per related collection and field (`IN` lists of at
 * most LOOKUP_CHUNK values) through the caller's own read access: by key (it must exist) or by a
 * unique field (exactly one item must have it; `create_related` makes a missing one). The
 * answers replace each row's references with keys; a row whose reference finds nothing, or more
 * than one item, gets an error for that field.
 */

const LOOKUP_CHUNK = 200;

type Key = string | number;
const keyOf = (v: unknown) => String(v);

interface Group {
  target: CollectionInfo;
  by: FieldInfo;
  values: Map<string, unknown>;
  found: Map<string, Key[]>;
}

async function findAll(ctx: ServiceContext, g: Group): Promise<void> {
  const pk = g.target.primaryKey;
  const values = [...g.values.values()];
  for (let i = 0; i < values.length; i += LOOKUP_CHUNK) {
    const chunk = values.slice(i, i + LOOKUP_CHUNK);
    const out = await serviceFor(g.target.collection, ctx).readByQuery({
      fields: pk === g.by.field ? [pk] : [pk, g.by.field],
      filter: { [g.by.field]: { in: chunk } },
      limit: -1,
    });
    for (const row of out.data as Record<string, unknown>[]) {
      const k = keyOf(row[g.by.field]);
      const list = g.found.get(k) ?? [];
      list.push(row[pk] as Key);
      g.found.set(k, list);
    }
  }
}

/** Where an error is: the row, the field, and the file's column when named differently. */
function at(d: Draft, field: string, column: string | undefined) {
  return { line: d.line, row: d.row, field, ...(column && column !== field ? { column } : {}) };
}

export async function resolveLookups(
  ctx: ServiceContext,
  drafts: Draft[],
  createRelated: boolean,
): Promise<void> {
  const groups = new Map<string, Group>();
  const groupOf = (target: CollectionInfo, by: FieldInfo) => {
    const id = `${target.collection}\0${by.field}`;
    let g = groups.get(id);
    if (!g) groups.set(id, (g = { target, by, values: new Map(), found: new Map() }));
    return g;
  };
  for (const d of drafts) {
    if (d.errors.length) continue;
    for (const r of d.refs) groupOf(r.target, r.by).values.set(keyOf(r.value), r.value);
    for (const l of d.lists) for (const v of l.values) groupOf(l.target, l.by).values.set(keyOf(v), v);
  }
  for (const g of groups.values()) {
    try {
      await findAll(ctx, g);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      for (const d of drafts) {
        const ref = d.refs.find((r) => r.target === g.target && r.by === g.by);
        const list = d.lists.find((l) => l.target === g.target && l.by === g.by);
        const field = ref?.field ?? list?.field.field;
        const column = ref?.column ?? list?.column;
        if (field) d.errors.push({ ...at(d, field, column), reason: err.message, code: err.code });
      }
      g.values.clear();
    }
  }
  type Found = { key: Key; error?: undefined } | { key?: undefined; error: string };
  const keyFor = async (g: Group, value: unknown): Promise<Found> => {
    const hits = g.found.get(keyOf(value)) ?? [];
    if (hits.length === 1) return { key: hits[0]! };
    if (hits.length > 1) {
      return {
        error: `${hits.length} items of "${g.target.collection}" have ${g.by.field} = ${keyOf(value)}`,
      };
    }
    if (!createRelated || g.by.field === g.target.primaryKey) {
      return { error: `no item of "${g.target.collection}" has ${g.by.field} = ${keyOf(value)}` };
    }
    try {
      const created = (await serviceFor(g.target.collection, ctx).createOne({ [g.by.field]: value })) as Key;
      g.found.set(keyOf(value), [created]);
      return { key: created };
    } catch (err) {
      if (err instanceof ApiError) return { error: err.message };
      throw err;
    }
  };
  for (const d of drafts) {
    if (d.errors.length) continue;
    for (const r of d.refs) {
      const g = groupOf(r.target, r.by);
      if (!g.values.size) continue;
      const k = await keyFor(g, r.value);
      if (k.error !== undefined) d.errors.push({ ...at(d, r.field, r.column), reason: k.error });
      else d.payload[r.field] = k.key;
    }
    for (const l of d.lists) {
      const g = groupOf(l.target, l.by);
      if (!g.values.size) continue;
      const keys: unknown[] = [];
      for (const v of l.values) {
        const k = await keyFor(g, v);
        if (k.error !== undefined) d.errors.push({ ...at(d, l.field.field, l.column), reason: k.error });
        else keys.push(k.key);
      }
      l.values = keys;
    }
  }
}
