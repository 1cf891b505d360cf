import { errors } from '../../errors';
import { applyFilter, sqlContext } from '../../query/compile-sql';
import { writeExecutor } from '../../database/write-executor';
import { isLogged, recordActivity, type ActivityAction } from '../activity/record';
import { assertWrite, type WriteAction } from '../permissions/authorize-write';
import type { ItemsCore, ParentRef } from './core';
import { isPlainObject } from './payload';
import { ownerRoleOf } from './write-facts';

/** The steps every write shares: the row it changes, the payload's names, the decision, the activity. */

type Row = Record<string, unknown>;

/** The stored row a write changes (read within the caller's row filter); 404 when there is none. */
export async function loadForWrite(svc: ItemsCore, key: unknown): Promise<Row> {
  const k = svc.castKey(key);
  if (k === null) throw errors.itemNotFound();
  const { primaryKey: pk, collection: table } = svc.collection;
  const executor = writeExecutor(svc.knex);
  const { rowFilter } = svc.ctx.access.read(svc.collection);
  let row: Row | undefined;
  if (!rowFilter) row = await executor.rowForWrite(svc.knex, table, pk, k);
  else {
    const qb = svc.knex({ t0: table }).select('t0.*').where(`t0.${pk}`, k);
    applyFilter(qb, rowFilter, 't0', sqlContext(svc.knex, svc.ctx.schema));
    row = await executor.selectForWrite(svc.knex, qb);
  }
  if (!row) throw errors.itemNotFound();
  return row;
}

/** The payload as an object of the collection's fields (and `$delete`), or a coded refusal. */
export function checkPayloadKeys(svc: ItemsCore, payload: unknown): Row {
  if (!isPlainObject(payload)) throw errors.emptyPayload();
  const unknown = Object.keys(payload).filter((k) => k !== '$delete' && !svc.collection.fields.has(k));
  if (unknown.length) {
    throw errors.unprocessable(
      `Payload fields: "${unknown.join(', ')}" does not exist in "${svc.collection.collection}" collection.`,
    );
  }
  return payload;
}

/** The status a create without one gets (the field's default). */
function statusDefault(svc: ItemsCore): unknown {
  const sf = svc.collection.statusField;
  if (!sf) return null;
  const f = svc.collection.fields.get(sf)!;
  return f.options?.default_value ?? f.column?.defaultValue ?? null;
}

/**
 * Gathers the facts of one write, the collection's own included, and asks the one
 * write-authorisation step (design.md §2).
 */
export async function authorize(
  svc: ItemsCore,
  action: WriteAction,
  current: Row | null,
  payload: Row,
  parent: ParentRef | null,
): Promise<void> {
  const { ctx, collection, knex } = svc;
  const rules = svc.behaviour.rules;
  assertWrite({
    action,
    accountability: ctx.accountability,
    collection,
    permission: (status) => ctx.access.row(collection, status),
    current,
    payload,
    statusDefault: statusDefault(svc),
    ownerRole: await ownerRoleOf(knex, collection, ctx.accountability, current),
    nested: parent !== null,
    hasComment: Boolean(ctx.comment),
    rules,
    facts: rules?.facts ? await rules.facts(knex, current) : undefined,
  });
}

/** The activity row of a write (and its revision), unless the collection or the request has none. */
export async function record(
  svc: ItemsCore,
  action: ActivityAction,
  key: unknown,
  parent: ParentRef | null,
  data?: Row,
  delta?: Row,
): Promise<number | null> {
  if (svc.ctx.activitySkip || !isLogged(svc.collection.collection)) return null;
  return recordActivity(svc.knex, {
    action,
    collection: svc.collection,
    item: key,
    actor: svc.ctx.actor,
    comment: parent ? null : svc.ctx.comment,
    data,
    delta,
    parent,
  });
}
