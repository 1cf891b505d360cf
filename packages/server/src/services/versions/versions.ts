import type { Knex } from 'knex';
import { ErrorCode, SYSTEM_PREFIX } from '@atrium/sdk';
import { recordActivity } from '../activity/record';
import { ApiError, errors } from '../../errors';
import type { ServiceContext } from '../items/context';
import { isPlainObject } from '../items/payload';
import type { ItemsService } from '../items/service';
import { serviceFor } from '../system';
import { actingAs } from './acting-user';
import { previewItem } from './preview';
import type { ContentVersion, VersionComparison } from '@atrium/sdk';
import { VERSIONS_TABLE, versionStore, type VersionFilter } from './store';

type Row = Record<string, unknown>;

const KEY = /^[A-Za-z0-9_-]{1,64}$/;
const MAX_LIST = 1000;

/**
 * Content versions of items (docs/content-workflow.md): a named delta kept beside the live item
 * until it is promoted. The version rows are this service's own; every look at the item and every
 * write to it goes through the item's collection service, so a version is visible only to who may
 * read its item, saved only by who may update it (or create in its collection, for a new item),
 * and promoted as an ordinary update: one decision (`authorizeWrite`), one activity row, one
 * revision, the same nested relational writes.
 */
export class VersionsService {
  constructor(private readonly ctx: ServiceContext) {}

  private items(collection: string): ItemsService {
    if (collection.startsWith(SYSTEM_PREFIX)) throw errors.systemCollection();
    return serviceFor(collection, this.ctx);
  }

  /** The main item's ETag as the caller reads it: the version's `hash`, promote's `mainHash`. */
  private async mainHash(collection: string, item: string): Promise<string> {
    const svc = this.items(collection);
    const out = await svc.readByKeys([item], { fields: svc.collection.primaryKey }, { etags: true });
    const hash = out.etags.values().next().value;
    if (hash === undefined) throw errors.itemNotFound();
    return hash;
  }

  /** Refuses (404) a version whose item the caller may not read. */
  private async assertReadable(v: Pick<ContentVersion, 'collection' | 'item'>): Promise<void> {
    if (this.ctx.accountability.admin) return;
    if (v.item === null) {
      await this.items(v.collection).assertWritable('create', null, {});
      return;
    }
    const svc = this.items(v.collection);
    const out = await svc.readByKeys([v.item], { fields: svc.collection.primaryKey });
    if (out.data.length === 0) throw errors.itemNotFound();
  }

  /** Saving into a version: update on the item, or create in the collection for a new item. */
  private async assertWritable(v: Pick<ContentVersion, 'collection' | 'item'>, delta: Row): Promise<void> {
    const svc = this.items(v.collection);
    if (v.item === null) await svc.assertWritable('create', null, delta);
    else await svc.assertWritable('update', v.item, delta);
  }

  /**
   * The activity row (and, but for a delete, the revision) of a create, rename or delete of a
   * version, like any other system write: collection `directus_versions`, item the version's id.
   * Saves into a version and promotions' bookkeeping are not logged (a promotion logs the item).
   */
  private async record(knex: Knex, action: 'create' | 'update' | 'delete', id: string, delta?: Row) {
    if (this.ctx.activitySkip) return;
    const collection = this.ctx.schema.collections.get(VERSIONS_TABLE);
    if (!collection) return;
    const data =
      action === 'delete' ? undefined : ((await knex(VERSIONS_TABLE).where({ id }).first()) as Row);
    await recordActivity(knex, {
      action,
      collection,
      item: id,
      actor: this.ctx.actor,
      data,
      delta: data && (delta ?? data),
    });
  }

  async readOne(id: string): Promise<ContentVersion> {
    const v = await versionStore.byId(this.ctx.knex, id);
    if (!v) throw errors.itemNotFound();
    await this.assertReadable(v).catch((e) => {
      throw e instanceof ApiError && e.status === 403 ? errors.itemNotFound() : e;
    });
    return v;
  }

  /** The versions the caller may see (their items readable), at most `limit`. */
  async list(filter: VersionFilter, limit = 100, offset = 0): Promise<ContentVersion[]> {
    const bounded = Math.min(Math.max(limit, 1), MAX_LIST);
    const rows = await versionStore.list(this.ctx.knex, filter, bounded, Math.max(offset, 0));
    if (this.ctx.accountability.admin) return rows;
    const visible: ContentVersion[] = [];
    const byCollection = new Map<string, ContentVersion[]>();
    for (const v of rows) byCollection.set(v.collection, [...(byCollection.get(v.collection) ?? []), v]);
    for (const [collection, list] of byCollection) {
      let svc: ItemsService;
      try {
        svc = this.items(collection);
      } catch {
        continue;
      }
      const keys = list.filter((v) => v.item !== null).map((v) => v.item!);
      const readable = new Set<string>();
      if (keys.length && this.ctx.access.read(svc.collection).readable) {
        const out = await svc.readByKeys(keys, { fields: svc.collection.primaryKey });
        for (const r of out.data) readable.add(String(r[svc.collection.primaryKey]));
      }
      for (const v of list) {
        if (
          v.item !== null
            ? readable.has(v.item)
            : await this.assertReadable(v).then(
                () => true,
                () => false,
              )
        )
          visible.push(v);
      }
    }
    return rows.filter((v) => visible.includes(v));
  }

  async create(input: unknown): Promise<ContentVersion> {
    if (!isPlainObject(input)) throw errors.emptyPayload();
    const { key, name, collection, item } = input;
    if (typeof key !== 'string' || !KEY.test(key))
      throw errors.invalidPayload('key: A version key is 1 to 64 letters, digits, "-" or "_".');
    if (key === 'main')
      throw errors.invalidPayload('key: "main" is the live item and cannot name a version.');
    if (name !== undefined && name !== null && (typeof name !== 'string' || name.length > 255))
      throw errors.invalidPayload('name: A version name is text of at most 255 characters.');
    if (typeof collection !== 'string' || collection === '')
      throw errors.invalidPayload('collection: The collection of the item is required.');
    if (item !== null && item !== undefined && typeof item !== 'string' && typeof item !== 'number')
      throw errors.invalidPayload('item: The primary key of the item, or null for a new item.');
    const itemKey = item === null || item === undefined ? null : String(item);
    const target = { collection, item: itemKey };
    await this.assertReadable(target);
    await this.assertWritable(target, {});
    const hash = itemKey === null ? null : await this.mainHash(collection, itemKey);
    if (itemKey !== null && (await versionStore.byKey(this.ctx.knex, collection, itemKey, key)))
      throw errors.duplicateItem(`This item already has a version with the key "${key}".`);
    const id = await this.ctx.knex.transaction(async (trx) => {
      const made = await versionStore.insert(trx, {
        key,
        name: typeof name === 'string' ? name : null,
        collection,
        item: itemKey,
        hash,
        user: this.ctx.accountability.user,
      });
      await this.record(trx, 'create', made);
      return made;
    });
    return (await versionStore.byId(this.ctx.knex, id))!;
  }

  /** Renames a version (`name`, `key`); its item and delta change only through save and promote. */
  async update(id: string, input: unknown): Promise<ContentVersion> {
    if (!isPlainObject(input)) throw errors.emptyPayload();
    const v = await this.readOne(id);
    await this.assertWritable(v, {});
    const extra = Object.keys(input).filter((k) => k !== 'name' && k !== 'key');
    if (extra.length)
      throw errors.invalidPayload(`${extra[0]}: Only a version's name and key can be changed.`);
    const { key, name } = input;
    if (key !== undefined && (typeof key !== 'string' || !KEY.test(key) || key === 'main'))
      throw errors.invalidPayload('key: A version key is 1 to 64 letters, digits, "-" or "_", not "main".');
    if (name !== undefined && name !== null && (typeof name !== 'string' || name.length > 255))
      throw errors.invalidPayload('name: A version name is text of at most 255 characters.');
    if (typeof key === 'string' && key !== v.key && v.item !== null) {
      if (await versionStore.byKey(this.ctx.knex, v.collection, v.item, key))
        throw errors.duplicateItem(`This item already has a version with the key "${key}".`);
    }
    const changes = { key: key as string | undefined, name: name as string | null | undefined };
    await this.ctx.knex.transaction(async (trx) => {
      await versionStore.update(trx, id, changes, this.ctx.accountability.user);
      const delta = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
      await this.record(trx, 'update', id, delta);
    });
    return (await versionStore.byId(this.ctx.knex, id))!;
  }

  async remove(id: string): Promise<void> {
    const v = await this.readOne(id);
    await this.assertWritable(v, {});
    await this.ctx.knex.transaction(async (trx) => {
      await versionStore.remove(trx, id);
      await this.record(trx, 'delete', id);
    });
  }

  /** Stores changes in the version (merged over its delta); answers the item as the version sees it. */
  async save(id: string, input: unknown): Promise<Row | null> {
    if (!isPlainObject(input)) throw errors.emptyPayload();
    const v = await this.readOne(id);
    const pk = this.items(v.collection).collection.primaryKey;
    const changes = Object.fromEntries(Object.entries(input).filter(([k]) => k !== pk));
    await this.assertWritable(v, changes);
    const delta = { ...(v.delta ?? {}), ...changes };
    await versionStore.update(this.ctx.knex, id, { delta }, this.ctx.accountability.user);
    return this.preview({ ...v, delta }, {});
  }

  /** The item as the version sees it (`GET /items/{c}/{id}?version=<key>`). */
  async itemAt(collection: string, item: string, key: string, query: Record<string, unknown>): Promise<Row> {
    const v = await versionStore.byKey(this.ctx.knex, collection, item, key);
    if (!v) throw errors.itemNotFound();
    await this.assertReadable(v);
    const row = await this.preview(v, query);
    if (!row) throw errors.itemNotFound();
    return row;
  }

  private async preview(v: ContentVersion, query: Record<string, unknown>): Promise<Row | null> {
    const writer = this.ctx.accountability.admin
      ? this.ctx
      : ((await actingAs(this.ctx.project, v.user_updated)) ?? null);
    return previewItem(this.ctx, writer, v.collection, v.item, v.delta ?? {}, query);
  }

  /** Refuses, as promote would now, a promotion the caller may not make (scheduling checks it). */
  async assertPromotable(id: string): Promise<ContentVersion> {
    const v = await this.readOne(id);
    await this.assertWritable(v, v.delta ?? {});
    return v;
  }

  async compare(id: string): Promise<VersionComparison> {
    const v = await this.readOne(id);
    const delta = v.delta ?? {};
    if (v.item === null) return { outdated: false, mainHash: '', current: delta, main: {} };
    const svc = this.items(v.collection);
    const relational = Object.keys(delta).filter((f) => {
      const field = svc.collection.fields.get(f);
      return field !== undefined && field.alias;
    });
    const fields = ['*', ...relational.map((f) => `${f}.*`)];
    const out = await svc.readByKeys([v.item], { fields }, { etags: true });
    const main = out.data[0];
    const mainHash = out.etags.values().next().value;
    if (!main || mainHash === undefined) throw errors.itemNotFound();
    return { outdated: v.hash !== mainHash, mainHash, current: delta, main };
  }

  /**
   * Writes the version's delta (or only `fields` of it) to the item as one update through the
   * items service, refused with `versionOutdated` when the item no longer has `mainHash`. The
   * promoted fields leave the delta; the version stays, now based on the new main item.
   */
  async promote(id: string, mainHash: unknown, fields?: unknown): Promise<unknown> {
    const v = await this.readOne(id);
    if (v.item !== null && (typeof mainHash !== 'string' || mainHash === ''))
      throw errors.invalidPayload('mainHash: The hash of the main item, from compare, is required.');
    if (fields !== undefined && (!Array.isArray(fields) || fields.some((f) => typeof f !== 'string')))
      throw errors.invalidPayload('fields: A list of the field names to promote.');
    const delta = v.delta ?? {};
    const chosen = (fields as string[] | undefined) ?? Object.keys(delta);
    const unknownField = chosen.find((f) => !(f in delta));
    if (unknownField)
      throw errors.invalidPayload(`fields: "${unknownField}" is not changed in this version.`);
    if (chosen.length === 0) throw errors.invalidPayload('This version holds no changes to promote.');
    const payload = Object.fromEntries(chosen.map((f) => [f, delta[f]]));
    const rest = Object.fromEntries(Object.entries(delta).filter(([f]) => !chosen.includes(f)));
    if (v.item !== null && (await this.mainHash(v.collection, v.item)) !== mainHash)
      throw errors.versionOutdated();
    try {
      return await this.items(v.collection).transaction(async (svc) => {
        const user = this.ctx.accountability.user;
        if (v.item === null) {
          const key = await svc.createOne(payload);
          const hash = await new VersionsService(svc.ctx).mainHash(v.collection, String(key));
          await versionStore.update(svc.knex, id, { item: String(key), delta: rest, hash }, user);
          return key;
        }
        await svc.updateOne(v.item, payload, { ifMatch: mainHash as string });
        const hash = await new VersionsService(svc.ctx).mainHash(v.collection, v.item);
        await versionStore.update(svc.knex, id, { delta: rest, hash }, user);
        return svc.castKey(v.item);
      });
    } catch (e) {
      if (e instanceof ApiError && e.code === ErrorCode.ItemModified) throw errors.versionOutdated();
      throw e;
    }
  }
}
