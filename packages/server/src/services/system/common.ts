import type { Knex } from 'knex';
import { ApiError, errors } from '../../errors';
import { nowUtc } from '../../database/datetime';
import type { ItemsHandle } from '../items/behaviour';
import { SYSTEM_COLLECTION } from '../../schema/system-collections';

export type Row = Record<string, unknown>;

/** A `422/4` validation failure in v8's `"<field>: <violation>"` form (api.md §3). */
export function invalid(field: string, violation: string): ApiError {
  return errors.invalidPayload(`${field}: ${violation}`);
}

/** Checks an enumerated value; returns it (lower-cased when `lower`). */
export function oneOf(field: string, value: unknown, allowed: readonly string[], lower = false): string {
  const s = typeof value === 'string' ? (lower ? value.toLowerCase() : value) : null;
  if (s === null || !allowed.includes(s)) {
    throw invalid(field, `The value you selected is not a valid choice (${allowed.join(', ')}).`);
  }
  return s;
}

/** The stored row of `key` in the service's collection, read inside the request's transaction. */
export async function currentRow(svc: ItemsHandle, key: unknown): Promise<Row | undefined> {
  const k = svc.castKey(key);
  if (k === null) return undefined;
  return (await svc.ctx.knex(svc.collection.collection).where(svc.collection.primaryKey, k).first()) as
    Row | undefined;
}

/** An activity row without a revision (`status-update`, api.md §7.5). */
export async function recordPlainActivity(
  knex: Knex,
  svc: ItemsHandle,
  action: string,
  item: unknown,
): Promise<void> {
  const { actor } = svc.ctx;
  await knex(SYSTEM_COLLECTION.activity).insert({
    action,
    action_by: actor.user,
    action_on: nowUtc(),
    ip: actor.ip.slice(0, 50),
    user_agent: actor.userAgent.slice(0, 255),
    collection: svc.collection.collection,
    item: String(item),
    comment: null,
  });
}
