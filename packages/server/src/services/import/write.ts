import { ApiError } from '../../errors';
import type { CollectionInfo } from '../../schema/overview';
import type { ServiceContext } from '../items/context';
import { serviceFor } from '../system';
import type { Draft, RowError } from './draft';
import { updateItems, type UpdateInput } from './update-batch';

/**
 * The writes of one batch, inside the batch's transaction: which rows update an existing item
 * (upsert by the primary key or a chosen unique field, found through the caller's read access)
 * and which create one, then the rows through `serviceFor(collection, ctx)` — the same decision,
 * validation, activity, revisions and webhooks as a REST write, runs of creates as one
 * `createMany` (a POST of an array) — and, only when the batch fails, row by row in a savepoint
 * each, so a failing row leaves the others of its batch intact and is reported with its line.
 */

type Row = Record<string, unknown>;
type Key = string | number;

export interface BatchOutcome {
  created: number;
  updated: number;
  failed: RowError[];
}

/** The existing items of the batch's upsert values: value -> key. */
async function existingKeys(
  ctx: ServiceContext,
  c: CollectionInfo,
  by: string,
  drafts: Draft[],
): Promise<Map<string, Key>> {
  const values = [...new Set(drafts.map((d) => d.payload[by]).filter((v) => v !== null && v !== undefined))];
  const out = new Map<string, Key>();
  if (values.length === 0) return out;
  const pk = c.primaryKey;
  const read = await serviceFor(c.collection, ctx).readByQuery({
    fields: by === pk ? [pk] : [pk, by],
    filter: { [by]: { in: values } },
    limit: -1,
  });
  for (const r of read.data as Row[]) out.set(String(r[by]), r[pk] as Key);
  return out;
}

/** Rows of `collection` whose `fk` is `key`: their keys by `field` value. */
async function children(
  ctx: ServiceContext,
  collection: CollectionInfo,
  fk: string,
  key: Key,
  field: string,
) {
  const pk = collection.primaryKey;
  const read = await serviceFor(collection.collection, ctx).readByQuery({
    fields: [pk, field],
    filter: { [fk]: { eq: key } },
    limit: -1,
  });
  const out = new Map<string, Key>();
  for (const r of read.data as Row[]) {
    const v = r[field];
    out.set(String(v !== null && typeof v === 'object' ? (v as Row)[pk] : v), r[pk] as Key);
  }
  return out;
}

/** The relational lists of a row as the items service takes them (existing rows kept by key). */
async function relational(ctx: ServiceContext, d: Draft, key: Key | null): Promise<Row> {
  const out: Row = {};
  for (const l of d.lists) {
    const rel = l.field.o2m!;
    const jf = rel.junctionField!;
    const current =
      key === null ? new Map<string, Key>() : await children(ctx, l.junction, rel.field, key, jf);
    const wanted = new Set(l.values.map(String));
    const list: Row[] = l.values.filter((v) => !current.has(String(v))).map((v) => ({ [jf]: v }));
    for (const [v, id] of current)
      if (!wanted.has(v)) list.push({ [l.junction.primaryKey]: id, $delete: true });
    out[l.field.field] = list;
  }
  for (const t of d.translations.values()) {
    const fk = t.field.o2m!.field;
    const current =
      key === null ? new Map<string, Key>() : await children(ctx, t.collection, fk, key, t.langField);
    out[t.field.field] = [...t.byLang].map(([lang, values]) => {
      const id = current.get(lang);
      return id === undefined
        ? { ...values, [t.langField]: lang }
        : { ...values, [t.collection.primaryKey]: id };
    });
  }
  return out;
}

/** The field an error of the items service names (`title: This value…`), if any. */
function fieldOf(message: string, c: CollectionInfo): string | null {
  const m = /^([\w.]+): /.exec(message) ?? /for '([\w.]+)'/.exec(message);
  return m && c.fields.has(m[1]!.split('.')[0]!) ? m[1]! : null;
}

/** A savepoint of the batch's transaction: its writes are undone alone when `fn` fails. */
function savepoint<T>(ctx: ServiceContext, fn: (ctx: ServiceContext) => Promise<T>): Promise<T> {
  return ctx.knex.transaction((sp) => fn({ ...ctx, knex: sp }));
}

/**
 * Writes the rows: creates go together through the items service's `createMany` (a POST of an
 * array: activity and revisions as batched inserts), updates together through `updateItems`
 * (update-batch.ts: one read, multi-row UPDATEs, batched activity). Both queues are written when
 * a row names an item one of them already holds (a second row for the same item, or a create
 * whose upsert value a pending create has: it becomes an update of that item), and at the end.
 * Creates go before updates; when that order matters (a unique value moved from one item to
 * another) the batch is refused and written again row by row in file order (`writeBatch`).
 */
async function writeRows(
  ctx: ServiceContext,
  c: CollectionInfo,
  drafts: Draft[],
  by: string,
  existing: Map<string, Key>,
): Promise<{ created: number; updated: number }> {
  const svc = serviceFor(c.collection, ctx);
  const out = { created: 0, updated: 0 };
  let creates: { match: string | null; payload: Row }[] = [];
  let updates: UpdateInput[] = [];
  const pending = new Set<string>();
  const updating = new Set<string>();
  const flush = async () => {
    if (creates.length > 0) {
      const keys = await svc.createMany(creates.map((x) => x.payload));
      creates.forEach((x, i) => x.match !== null && existing.set(x.match, keys[i] as Key));
      out.created += creates.length;
      creates = [];
      pending.clear();
    }
    if (updates.length > 0) {
      await updateItems(svc, updates);
      out.updated += updates.length;
      updates = [];
      updating.clear();
    }
  };
  for (const d of drafts) {
    const value = d.payload[by];
    const match = value === null || value === undefined ? null : String(value);
    if (match !== null && pending.has(match)) await flush();
    const key = match === null ? undefined : existing.get(match);
    if (key !== undefined) {
      if (updating.has(String(key))) await flush();
      const { [c.primaryKey]: _pk, ...changes } = d.payload;
      updates.push({ key, payload: { ...changes, ...(await relational(ctx, d, key)) } });
      updating.add(String(key));
    } else {
      const payload = { ...d.payload, ...(await relational(ctx, d, null)) };
      // An empty key cell (a new row of an upsert file) lets the database number the item.
      if (payload[c.primaryKey] === null) delete payload[c.primaryKey];
      creates.push({ match, payload });
      if (match !== null) pending.add(match);
    }
  }
  await flush();
  return out;
}

/**
 * The writes of one batch, inside its transaction. The good rows are first written together in
 * one savepoint; when one of them is refused, that savepoint is rolled back and the rows are
 * written again one savepoint each, so the failing rows are reported with their lines and the
 * others are kept.
 */
export async function writeBatch(
  ctx: ServiceContext,
  c: CollectionInfo,
  drafts: Draft[],
  upsert: string | null,
): Promise<BatchOutcome> {
  const outcome: BatchOutcome = { created: 0, updated: 0, failed: [] };
  const by = upsert ?? c.primaryKey;
  let good = drafts.filter((d) => d.errors.length === 0);
  let existing = new Map<string, Key>();
  try {
    existing = await existingKeys(ctx, c, by, good);
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    for (const d of good)
      d.errors.push({ line: d.line, row: d.row, field: by, reason: err.message, code: err.code });
    good = [];
  }
  for (const d of drafts) outcome.failed.push(...d.errors);
  const events = ctx.pendingWrites ?? [];
  const before = events.length;
  const known = new Map(existing);
  try {
    const n = await savepoint(ctx, (sp) => writeRows(sp, c, good, by, existing));
    outcome.created += n.created;
    outcome.updated += n.updated;
    return outcome;
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    events.length = before;
    existing = known;
  }
  // One row of the batch was refused: find which, row by row.
  for (const d of good) {
    const mark = events.length;
    try {
      const n = await savepoint(ctx, (sp) => writeRows(sp, c, [d], by, existing));
      outcome.created += n.created;
      outcome.updated += n.updated;
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      events.length = mark;
      outcome.failed.push({
        line: d.line,
        row: d.row,
        field: fieldOf(err.message, c),
        reason: err.message,
        code: err.code,
      });
    }
  }
  outcome.failed.sort((a, b) => a.row - b.row);
  return outcome;
}
