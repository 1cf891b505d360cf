import { ApiError } from '../../errors';
import type { CollectionInfo } from '../../schema/overview';
import type { ServiceContext } from '../items/context';
import { serviceFor } from '../system';
import type { Draft, RowError } from './draft';

/**
 * The writes of one batch, inside the batch's transaction: which rows update an existing item
 * (upsert by the primary key or a chosen unique field, found through the caller's read access)
 * and which create one, then each row through `serviceFor(collection, ctx)` — the same decision,
 * validation, activity, revisions and webhooks as a REST write — in a savepoint of its own, so a
 * failing row leaves the others of its batch intact and is reported with its line.
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

export async function writeBatch(
  ctx: ServiceContext,
  c: CollectionInfo,
  drafts: Draft[],
  upsert: string | null,
): Promise<BatchOutcome> {
  const outcome: BatchOutcome = { created: 0, updated: 0, failed: [] };
  const pk = c.primaryKey;
  const by = upsert ?? pk;
  const good = drafts.filter((d) => d.errors.length === 0);
  let existing = new Map<string, Key>();
  try {
    existing = await existingKeys(ctx, c, by, good);
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    for (const d of good)
      d.errors.push({ line: d.line, row: d.row, field: by, reason: err.message, code: err.code });
  }
  const events = ctx.pendingWrites ?? [];
  for (const d of drafts) {
    if (d.errors.length) {
      outcome.failed.push(...d.errors);
      continue;
    }
    const match = d.payload[by];
    const key = match === null || match === undefined ? undefined : existing.get(String(match));
    const before = events.length;
    try {
      await ctx.knex.transaction(async (sp) => {
        const rowCtx: ServiceContext = { ...ctx, knex: sp };
        const svc = serviceFor(c.collection, rowCtx);
        if (key !== undefined) {
          const { [pk]: _pk, ...changes } = d.payload;
          await svc.updateOne(key, { ...changes, ...(await relational(rowCtx, d, key)) });
        } else {
          const created = (await svc.createOne({
            ...d.payload,
            ...(await relational(rowCtx, d, null)),
          })) as Key;
          if (match !== null && match !== undefined) existing.set(String(match), created);
        }
      });
      if (key !== undefined) outcome.updated++;
      else outcome.created++;
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      events.length = before;
      outcome.failed.push({
        line: d.line,
        row: d.row,
        field: fieldOf(err.message, c),
        reason: err.message,
        code: err.code,
      });
    }
  }
  return outcome;
}
