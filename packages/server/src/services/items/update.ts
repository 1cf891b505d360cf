import { ApiError, errors } from '../../errors';
import { SYSTEM_COLLECTION } from '../../schema/system-collections';
import { writeExecutor } from '../../database/write-executor';
import {
  activityRow,
  isLogged,
  recordActivity,
  revisionData,
  revisionRow,
  type RecordOptions,
} from '../activity/record';
import type { ItemsCore, ParentRef, UpdateOptions } from './core';
import { dbError } from './db-error';
import { etagMatches, etagOf } from './etag';
import { isPlainObject, prepareRow } from './payload';
import { countExisting } from './read';
import { resolveRelations, writeO2M } from './relations';
import { renameStatements, runUpdateInOne, updateInOneStatement } from './update-in-one-statement';
import { UnreadRowError, updateNeedsRow } from './update-needs-row';
import { authorize, checkPayloadKeys, loadForWrite, record } from './write-steps';
import { relatedAsOf } from '../revisions/related-revert';

/**
 * Updates: normalise -> the stored row -> authorise -> beforeWrite -> relations, row, activity ->
 * afterWrite; or, when nothing needs the row (`updateNeedsRow`), the write alone (`updateUnread`).
 */

type Row = Record<string, unknown>;

export async function updateOne(
  svc: ItemsCore,
  key: unknown,
  input: unknown,
  opts: UpdateOptions = {},
): Promise<unknown> {
  const { behaviour } = svc;
  let payload = checkPayloadKeys(svc, input);
  if (behaviour.normalise) payload = await behaviour.normalise('update', payload, svc, key);
  const c = svc.collection;
  const parent = opts.parent ?? null;
  if (
    opts.alone &&
    !updateNeedsRow(svc.ctx, {
      collection: c,
      payload,
      hooks: Boolean(behaviour.normalise || behaviour.beforeWrite || behaviour.afterWrite),
      ifMatch: Boolean(opts.ifMatch),
      nested: parent !== null || opts.action !== undefined,
    })
  ) {
    const written = await updateUnread(svc, key, payload);
    if (written !== undefined) return written;
  }
  const current = await loadForWrite(svc, key);
  const pkValue = current[c.primaryKey];
  if (opts.ifMatch && !etagMatches(opts.ifMatch, etagOf(c, current, svc.ctx.access.read(c)))) {
    throw errors.itemModified();
  }
  await authorize(svc, 'update', current, payload, parent);
  if (behaviour.beforeWrite) payload = await behaviour.beforeWrite('update', payload, svc, current);
  const sf = c.statusField;
  const newStatus = sf && sf in payload ? payload[sf] : undefined;
  const softDelete =
    newStatus !== undefined &&
    String(newStatus) !== String(current[sf!]) &&
    c.softDeleteStatuses.includes(String(newStatus));
  const self: ParentRef = { collection: c.collection, item: pkValue, changed: false };
  const { columns, o2m } = await resolveRelations(svc, payload, self, []);
  delete columns[c.primaryKey];
  const values = await prepareRow({
    action: 'update',
    collection: c,
    values: columns,
    user: svc.ctx.accountability.user,
    rules: behaviour.row,
    current,
  });
  const stored = (await writeExecutor(svc.knex)
    .updateReturning(svc.knex, c.collection, c.primaryKey, pkValue, values)
    .catch((e) => {
      throw dbError(e);
    }))!;
  const delta = Object.fromEntries(Object.entries(values).filter(([k]) => k in payload));
  const activity = await record(
    svc,
    opts.action ?? (softDelete ? 'soft-delete' : 'update'),
    pkValue,
    parent,
    stored,
    delta,
  );
  if (activity !== null && parent && parent.item === null && opts.pendingParents)
    opts.pendingParents.push(activity);
  await writeO2M(svc, o2m, pkValue, {
    collection: c.collection,
    item: pkValue,
    changed: Object.keys(delta).length > 0,
  });
  if (behaviour.afterWrite) await behaviour.afterWrite('update', pkValue, svc);
  return updated(svc, pkValue, stored, values);
}

/** An item updated: its row kept for the answer and the ETag, the write announced (webhooks). */
function updated(svc: ItemsCore, pkValue: unknown, stored: Row, values: Row): unknown {
  const c = svc.collection;
  svc.remember(pkValue, stored);
  svc.emit({
    action: 'update',
    collection: c.collection,
    key: pkValue,
    data: { ...values, [c.primaryKey]: pkValue },
  });
  return pkValue;
}

/**
 * An update that writes without reading the row first (`updateNeedsRow` said it may): the
 * UPDATE … RETURNING gives the row, or tells that there is none. On PostgreSQL, with activity
 * and revision, it is one statement when the collection's rows can be rendered in SQL. Any
 * failure but a missing item comes as an `UnreadRowError` (the caller asks whether the item
 * exists once the transaction has ended). Undefined: the row must be read after all.
 */
async function updateUnread(svc: ItemsCore, key: unknown, payload: Row): Promise<unknown> {
  const c = svc.collection;
  const { ctx, knex } = svc;
  const k = svc.castKey(key);
  if (k === null) throw errors.itemNotFound();
  const executor = writeExecutor(knex);
  let stored: Row | undefined;
  let values: Row;
  let delta: Row;
  const logged = !ctx.activitySkip && isLogged(c.collection);
  try {
    await authorize(svc, 'update', null, payload, null);
    values = await prepareRow({
      action: 'update',
      collection: c,
      values: Object.fromEntries(Object.entries(payload).filter(([n]) => n !== c.primaryKey)),
      user: ctx.accountability.user,
      rules: svc.behaviour.row,
      current: null,
    });
    if (Object.keys(values).length === 0) return undefined;
    delta = Object.fromEntries(Object.entries(values).filter(([n]) => n in payload));
    const recordOf = (item: unknown, data?: Row): RecordOptions => ({
      action: 'update',
      collection: c,
      item,
      actor: ctx.actor,
      comment: ctx.comment,
      data,
      delta,
      parent: null,
    });
    const statement =
      logged && executor.oneStatementWrites(knex)
        ? updateInOneStatement(c, k, values, activityRow(recordOf(k)), revisionRow(recordOf(k)))
        : null;
    if (statement) {
      const one = await updateInOne(svc, statement);
      if (one === undefined) return undefined;
      stored = one ?? undefined;
    } else {
      const write = () =>
        executor.updateReturning(knex, c.collection, c.primaryKey, k, values).catch((e) => {
          throw dbError(e);
        });
      stored = logged ? await write() : await executor.last(knex, write);
      if (stored && logged) {
        const row = stored;
        await executor.last(knex, () => recordActivity(knex, recordOf(row[c.primaryKey], row)));
      }
    }
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) throw e;
    throw new UnreadRowError(e, k);
  }
  if (!stored) throw errors.itemNotFound();
  return updated(svc, stored[c.primaryKey], stored, values);
}

/**
 * PostgreSQL: the update, its activity and its revision as one statement, the transaction's only
 * one. Null: no item under the key; undefined: the table is not as the schema cache has it (the
 * cache is dropped; the caller reads the row).
 */
async function updateInOne(
  svc: ItemsCore,
  statement: NonNullable<ReturnType<typeof updateInOneStatement>>,
): Promise<Row | null | undefined> {
  const { ctx, knex } = svc;
  let written;
  try {
    written = await writeExecutor(knex).last(knex, () => runUpdateInOne(knex, statement, ctx.project.state));
  } catch (e) {
    // Undefined column or table, wrong type, a prepared plan's result changed: the table changed
    // underneath the schema cache.
    const code = String((e as { code?: string }).code);
    if (['42703', '42P01', '42804', '42883', '0A000'].includes(code)) {
      if (code === '0A000') renameStatements(ctx.project.state);
      ctx.project.state.forgetSchema();
      return undefined;
    }
    throw dbError(e);
  }
  if (!written.row) return null;
  const expected = JSON.stringify(revisionData(svc.collection, written.row));
  if (written.data !== expected) {
    // A column's type changed underneath the schema cache: the revision gets JavaScript's data.
    ctx.project.state.forgetSchema();
    await ctx.project
      .knex(SYSTEM_COLLECTION.revisions)
      .where('activity', written.activity as number)
      .update({ data: expected });
  }
  return written.row;
}

/** PATCH `…/{id1,id2}`: the same change for each key. */
export async function updateMany(
  svc: ItemsCore,
  keys: unknown[],
  payload: unknown,
  opts: { ifMatch?: string } = {},
): Promise<unknown[]> {
  const alone = keys.length === 1 && !svc.knex.isTransaction;
  return svc
    .transaction(async (t) => {
      const out: unknown[] = [];
      for (const k of keys)
        out.push(await t.updateOne(k, payload, keys.length === 1 ? { ...opts, alone } : {}));
      return out;
    })
    .catch(async (e: unknown) => {
      if (!(e instanceof UnreadRowError)) throw e;
      if ((await countExisting(svc, [e.key])) === 0) throw errors.itemNotFound();
      throw e.original;
    });
}

/** PATCH the collection with an array: each object carries its PK. */
export async function updateBatch(svc: ItemsCore, payloads: unknown[]): Promise<unknown[]> {
  const pk = svc.collection.primaryKey;
  for (const p of payloads) {
    if (!isPlainObject(p)) throw errors.emptyPayload();
    if (p[pk] === undefined || p[pk] === null)
      throw errors.unprocessable('Payload must include the primary key');
  }
  return svc.transaction(async (t) => {
    const out: unknown[] = [];
    for (const p of payloads as Row[]) {
      const { [pk]: key, ...rest } = p;
      out.push(await t.updateOne(key, rest));
    }
    return out;
  });
}

/** Writes a revision's data back (activity `revert`, api.md §5.1). */
export async function revert(svc: ItemsCore, key: unknown, revisionId: unknown): Promise<unknown> {
  return svc.transaction(async (t) => {
    const c = t.collection;
    await loadForWrite(t, key);
    const rid = Number(revisionId);
    const revision = Number.isInteger(rid)
      ? ((await t.knex(SYSTEM_COLLECTION.revisions).where('id', rid).first()) as Row | undefined)
      : undefined;
    if (!revision || revision.collection !== c.collection || String(revision.item) !== String(key)) {
      throw errors.revisionNotFound();
    }
    let data: Row;
    try {
      data = JSON.parse(String(revision.data));
    } catch {
      throw errors.revisionInvalid('Invalid revision data');
    }
    const payload: Row = {};
    for (const [k, v] of Object.entries(data ?? {})) {
      const f = c.fields.get(k);
      if (!f || f.alias || k === c.primaryKey) continue;
      if (['datetime_updated', 'user_updated', 'hash'].includes(f.type)) continue;
      payload[k] = v;
    }
    // Translations, o2m children and m2m links as they were then (services/revisions/related-revert.ts).
    Object.assign(
      payload,
      await relatedAsOf(t.knex, t.ctx.schema.collections, c, key, Number(revision.activity)),
    );
    return t.updateOne(key, payload, { action: 'revert' });
  });
}
