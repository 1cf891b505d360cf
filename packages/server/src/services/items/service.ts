import type { FilterNode } from '../../query/ast';
import type { Query } from '../../query/parse';
import type { WriteAction } from '../permissions/authorize-write';
import { ItemsCore, type CreateOptions, type UpdateOptions } from './core';
import type { ServiceContext } from './context';
import { createOne } from './create';
import { createMany } from './create-many';
import { deleteOne } from './delete';
import { countExisting, readByKeys, readByQuery, type ReadOutput } from './read';
import { revert, updateBatch, updateMany, updateOne } from './update';
import { authorize, checkPayloadKeys, loadForWrite } from './write-steps';

export type { ReadOutput } from './read';

type Row = Record<string, unknown>;

/**
 * Items of one collection for one caller: reads through the query pipeline (read.ts) and writes
 * with permissions, validation, nested relations (relations.ts), activity and revisions, all inside
 * one transaction per request (create.ts, update.ts, delete.ts). It names no collection: what a
 * collection does beyond this is its behaviour, from the collection table. Build it with
 * `serviceFor(collection, ctx)` (services/system).
 */
export class ItemsService extends ItemsCore {
  protected spawn(collection: string, ctx: ServiceContext): this {
    return new ItemsService(collection, ctx, this.behaviours) as this;
  }

  readByQuery(
    query: Query | Record<string, unknown>,
    extra: FilterNode[] = [],
    options: { cacheKey?: string } = {},
  ): Promise<ReadOutput> {
    return readByQuery(this, query, extra, options);
  }

  readByKeys(
    keys: unknown[],
    query: Query | Record<string, unknown>,
    options: { etags?: boolean; extra?: FilterNode[] } = {},
  ): Promise<ReadOutput> {
    return readByKeys(this, keys, query, options);
  }

  /** How many of these keys exist at all, whatever the caller may read. */
  countExisting(keys: unknown[]): Promise<number> {
    return countExisting(this, keys);
  }

  /**
   * Asks whether a write would be allowed, before anything with a side effect happens (files:
   * before the upload is stored or the object renamed). The write itself asks again.
   */
  async assertWritable(action: WriteAction, key: unknown, input: unknown): Promise<Row | null> {
    const payload = action === 'delete' ? {} : checkPayloadKeys(this, input);
    const current = action === 'create' ? null : await loadForWrite(this, key);
    await authorize(this, action, current, payload, null);
    return current;
  }

  createOne(input: unknown, opts: CreateOptions = {}): Promise<unknown> {
    return createOne(this, input, opts);
  }

  /** POST of an array: one transaction, the activity and revisions as batched inserts (create-many.ts). */
  createMany(payloads: unknown[]): Promise<unknown[]> {
    return this.transaction((svc) => createMany(svc, payloads));
  }

  updateOne(key: unknown, input: unknown, opts: UpdateOptions = {}): Promise<unknown> {
    return updateOne(this, key, input, opts);
  }

  /** PATCH `…/{id1,id2}`: the same change for each key. */
  updateMany(keys: unknown[], payload: unknown, opts: { ifMatch?: string } = {}): Promise<unknown[]> {
    return updateMany(this, keys, payload, opts);
  }

  /** PATCH the collection with an array: each object carries its PK. */
  updateBatch(payloads: unknown[]): Promise<unknown[]> {
    return updateBatch(this, payloads);
  }

  deleteOne(key: unknown): Promise<void> {
    return deleteOne(this, key);
  }

  deleteMany(keys: unknown[]): Promise<void> {
    return this.transaction(async (svc) => {
      for (const k of keys) await svc.deleteOne(k);
    });
  }

  /** Writes a revision's data back (activity `revert`, api.md §5.1). */
  revert(key: unknown, revisionId: unknown): Promise<unknown> {
    return revert(this, key, revisionId);
  }
}
