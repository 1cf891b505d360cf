import type { Knex } from 'knex';
import { errors } from '../../errors';
import type { ItemsService } from '../items/service';
import { isPlainObject } from '../items/payload';

type Row = Record<string, unknown>;

/**
 * `/folders` (api.md §5.8): `directus_folders` written through the items service, with one rule
 * of its own: `(name, parent_folder)` is unique. The database index cannot see duplicates among
 * top-level folders (NULL parents never compare equal), so those are checked here: 409/204.
 */
async function assertUniqueName(knex: Knex, payload: Row, currentId: unknown = null): Promise<void> {
  if (!isPlainObject(payload) || !('name' in payload || 'parent_folder' in payload)) return;
  let name = payload.name;
  let parent = payload.parent_folder;
  if (currentId !== null && (!('name' in payload) || !('parent_folder' in payload))) {
    const current = (await knex('directus_folders')
      .where('id', currentId as Knex.Value)
      .first()) as Row | undefined;
    if (!current) return;
    if (!('name' in payload)) name = current.name;
    if (!('parent_folder' in payload)) parent = current.parent_folder;
  }
  if (typeof name !== 'string') return;
  const qb = knex('directus_folders').where('name', name);
  if (parent === null || parent === undefined || parent === '') qb.whereNull('parent_folder');
  else qb.where('parent_folder', Number(parent));
  if (currentId !== null) qb.whereNot('id', currentId as Knex.Value);
  if (await qb.first('id'))
    throw errors.duplicateItem('Duplicate entry: a folder with this name already exists here');
}

/** Creates the folders in one transaction, each checked against those before it; their keys. */
export function createFolders(svc: ItemsService, payloads: unknown[]): Promise<unknown[]> {
  return svc.transaction(async (tx) => {
    const keys: unknown[] = [];
    for (const p of payloads) {
      await assertUniqueName(tx.ctx.knex, p as Row);
      keys.push(await tx.createOne(p));
    }
    return keys;
  });
}

/** `PATCH /folders` with a list of payloads, each naming its folder by `id`. */
export async function updateFolderBatch(svc: ItemsService, payloads: unknown[]): Promise<unknown[]> {
  for (const p of payloads) if (isPlainObject(p)) await assertUniqueName(svc.ctx.knex, p, p.id ?? null);
  return svc.updateBatch(payloads);
}

/** `PATCH /folders/{ids}`: the same change for each key. */
export async function updateFolders(
  svc: ItemsService,
  keys: unknown[],
  payload: Row,
  ifMatch: string | undefined,
): Promise<unknown[]> {
  for (const k of keys) await assertUniqueName(svc.ctx.knex, payload, k);
  return svc.updateMany(keys, payload, { ifMatch });
}
