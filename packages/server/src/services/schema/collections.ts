import { SYSTEM_PREFIX } from '@atrium/sdk';
import { errors } from '../../errors';
import { createTable, dropTable, addColumn } from '../../database/ddl/columns';
import { readColumnDefinitions } from '../../database/ddl/introspect';
import { getSchema, type CollectionInfo } from '../../schema/overview';
import type { ServiceContext } from '../items/context';
import { serviceFor } from '../system';
import { fieldObjectsOf, INTERNAL_TABLES } from './field-object';
import { parseNewField, type FieldInput } from './field-input';
import { ONE_PER_COLLECTION } from './field-types';

type Row = Record<string, unknown>;

const COLLECTION_NAME = /^[A-Za-z0-9_-]{1,64}$/;
const META_KEYS = ['note', 'hidden', 'single', 'icon', 'translation', 'managed'] as const;
const bool = (v: unknown): boolean => v === true || v === 1 || v === '1' || v === 'true';

export type Publish = () => Promise<void>;

function parseJson(v: unknown): unknown {
  if (typeof v !== 'string' || v === '') return v ?? null;
  try {
    return JSON.parse(v);
  } catch {
    return v;
  }
}

function collectionMeta(body: Row): Row {
  const meta: Row = {};
  for (const k of META_KEYS) {
    if (!(k in body)) continue;
    const v = body[k];
    if (k === 'hidden' || k === 'single' || k === 'managed') meta[k] = bool(v) ? 1 : 0;
    else if (k === 'translation')
      meta[k] =
        v === null || v === undefined || v === '' ? null : typeof v === 'string' ? v : JSON.stringify(v);
    else if (k === 'icon' && v !== null && (typeof v !== 'string' || v.length > 30)) {
      throw errors.invalidPayload('icon: This value is too long. It should have 30 characters or less.');
    } else meta[k] = v ?? null;
  }
  return meta;
}

/** `/collections` (api.md §5.2): every base table is a collection; writes are admin-only and change the database. */
export class CollectionsService {
  constructor(
    private readonly ctx: ServiceContext,
    private readonly publish: Publish,
  ) {}

  private get knex() {
    return this.ctx.knex;
  }

  private visible(info: CollectionInfo): boolean {
    if (INTERNAL_TABLES.has(info.collection)) return false;
    return this.ctx.accountability.admin || this.ctx.access.read(info).readable;
  }

  private async objectsFor(infos: CollectionInfo[]): Promise<Row[]> {
    const names = infos.map((i) => i.collection);
    const [metaRows, fieldsBy] = await Promise.all([
      this.knex('directus_collections').select('*').whereIn('collection', names) as Promise<Row[]>,
      fieldObjectsOf(this.knex, infos, (info) => {
        const access = this.ctx.accountability.admin ? null : this.ctx.access.read(info);
        return (f) => !access || access.field(f).kind !== 'none';
      }),
    ]);
    const metaBy = new Map(metaRows.map((r) => [String(r.collection), r]));
    return infos.map((info) => {
      const m = metaBy.get(info.collection);
      const fields = fieldsBy.get(info.collection)!;
      return {
        collection: info.collection,
        managed: m ? bool(m.managed) : false,
        hidden: m ? bool(m.hidden) : false,
        single: m ? bool(m.single) : false,
        icon: (m?.icon as string | null) ?? null,
        note: (m?.note as string | null) ?? null,
        translation: parseJson(m?.translation),
        fields: Object.fromEntries(fields.map((f) => [f.field as string, f])),
      };
    });
  }

  async list(query: Row = {}): Promise<Row[]> {
    const infos = [...this.ctx.schema.collections.values()]
      .filter((i) => this.visible(i))
      .sort((a, b) => a.collection.localeCompare(b.collection));
    let list = infos;
    // v8 slices the merged list only when both are given.
    if (query.offset !== undefined && query.limit !== undefined) {
      const offset = Math.max(0, Number(query.offset) || 0);
      const limit = Number(query.limit);
      list =
        limit < 0
          ? infos.slice(offset)
          : infos.slice(offset, offset + (Number.isFinite(limit) ? limit : infos.length));
    }
    return this.objectsFor(list);
  }

  async read(names: string[]): Promise<Row[]> {
    const infos = names.map((n) => {
      const info = this.ctx.schema.collections.get(n);
      if (!info || INTERNAL_TABLES.has(n)) throw errors.collectionNotFound(n);
      if (!this.visible(info)) {
        throw this.ctx.accountability.public ? errors.unauthorized() : errors.forbiddenRead();
      }
      return info;
    });
    return this.objectsFor(infos);
  }

  private requireAdmin(message: string): void {
    if (!this.ctx.accountability.admin) throw errors.unauthorized(message);
  }

  /** Creates the table, its `directus_collections` row and a `directus_fields` row per field. */
  async create(body: unknown): Promise<string> {
    this.requireAdmin('Unauthorized to create collections');
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw errors.emptyPayload();
    const b = body as Row;
    const name = typeof b.collection === 'string' ? b.collection : '';
    if (!name) throw errors.invalidPayload('collection: This value should not be blank.');
    if (
      !COLLECTION_NAME.test(name) ||
      !/[A-Za-z0-9]/.test(name) ||
      name.toLowerCase().startsWith(SYSTEM_PREFIX)
    ) {
      throw errors.invalidPayload(`collection: "${name}" is not a valid collection name.`);
    }
    if (!Array.isArray(b.fields))
      throw errors.invalidPayload('fields: This value should be an array of fields.');
    const fields: FieldInput[] = b.fields.map((f, i) => parseNewField(f, `fields[${i}].`));
    this.checkFieldSet(fields);
    const meta = collectionMeta(b);

    const existing = this.ctx.schema.collections.get(name);
    const managedRow = await this.knex('directus_collections').where({ collection: name }).first();
    if (managedRow && bool(managedRow.managed))
      throw errors.collectionAlreadyExists(`Collection "${name}" already exists`);

    let createdTable = false;
    const addedColumns: string[] = [];
    if (!existing) {
      await createTable(
        this.knex,
        name,
        fields.filter((f) => f.column).map((f) => f.column!),
      );
      createdTable = true;
    } else {
      // Adopting an unmanaged table: add the columns it lacks, keep the ones it has.
      const columns = await readColumnDefinitions(this.knex, name);
      for (const f of fields) {
        if (f.column && !columns.has(f.field)) {
          await addColumn(this.knex, name, f.column);
          addedColumns.push(f.field);
        }
      }
    }
    try {
      await serviceFor('directus_collections', this.ctx).transaction(async (svc) => {
        if (managedRow) {
          await svc.updateOne(name, { ...meta, managed: 1 });
        } else {
          await svc.createOne({ managed: 1, ...meta, collection: name });
        }
        const fieldsSvc = serviceFor('directus_fields', svc.ctx);
        const have = new Set(
          (await svc.ctx.knex('directus_fields').where({ collection: name }).select('field')).map(
            (r: Row) => r.field,
          ),
        );
        let sort = 1;
        for (const f of fields) {
          if (have.has(f.field)) continue;
          await fieldsSvc.createOne({ sort: sort++, ...f.meta, collection: name, field: f.field });
        }
      });
    } catch (err) {
      if (createdTable) await dropTable(this.knex, name).catch(() => undefined);
      throw err;
    }
    await this.publish();
    return name;
  }

  private checkFieldSet(fields: FieldInput[]): void {
    const names = new Set<string>();
    for (const f of fields) {
      if (names.has(f.field))
        throw errors.invalidPayload(`fields: Field "${f.field}" is given more than once.`);
      names.add(f.field);
    }
    const pks = fields.filter((f) => f.column?.primaryKey);
    if (pks.length !== 1) throw errors.unprocessable('A collection needs exactly one primary key field');
    if (fields.filter((f) => f.column?.autoIncrement).length > 1) {
      throw errors.unprocessable('A collection can have only one auto-increment field');
    }
    for (const type of ONE_PER_COLLECTION) {
      const same = fields.filter((f) => f.type === type);
      if (same.length > 1) {
        throw errors.invalidPayload(
          `Only one system field permitted per table: ${type} (${same.map((f) => f.field).join(', ')})`,
        );
      }
    }
  }

  /** Updates the collection's metadata; `fields` alters or adds fields; `managed:false` unmanages it. */
  async update(
    name: string,
    body: unknown,
    alterFields: (fields: unknown[]) => Promise<void>,
  ): Promise<void> {
    this.requireAdmin('Unauthorized to alter collections');
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw errors.emptyPayload();
    const b = body as Row;
    if ('collection' in b && b.collection !== name)
      throw errors.unprocessable('A collection cannot be renamed');
    const info = this.ctx.schema.collections.get(name);
    if (!info || INTERNAL_TABLES.has(name)) throw errors.collectionNotFound(name);
    const row = await this.knex('directus_collections').where({ collection: name }).first();
    const meta = collectionMeta(b);
    const managing = 'managed' in meta ? meta.managed === 1 : undefined;
    if ((!row || !bool(row.managed)) && managing !== true) {
      throw errors.collectionNotManaged(`Collection "${name}" is not managed`);
    }
    await serviceFor('directus_collections', this.ctx).transaction(async (svc) => {
      if (row) await svc.updateOne(name, meta);
      else await svc.createOne({ ...meta, collection: name, managed: 1 });
      if (managing === false) {
        // Unmanaging forgets the collection's privileges, preferences and field settings (product.md §3).
        await svc.ctx.knex('directus_permissions').where({ collection: name }).delete();
        await svc.ctx.knex('directus_collection_presets').where({ collection: name }).delete();
        await svc.ctx.knex('directus_fields').where({ collection: name }).delete();
      }
    });
    if (Array.isArray(b.fields) && b.fields.length) await alterFields(b.fields);
    await this.publish();
  }

  /** Drops the table and everything that describes it (api.md §5.2). */
  async delete(name: string): Promise<void> {
    if (!this.ctx.accountability.admin)
      throw errors.forbiddenCollectionAlter('Permission denied: alter collection');
    if (name.startsWith(SYSTEM_PREFIX)) throw errors.systemCollection();
    const info = this.ctx.schema.collections.get(name);
    if (!info) throw errors.collectionNotFound(name);
    await serviceFor('directus_collections', this.ctx).transaction(async (svc) => {
      const k = svc.ctx.knex;
      await k('directus_permissions').where({ collection: name }).delete();
      await k('directus_collection_presets').where({ collection: name }).delete();
      await k('directus_fields').where({ collection: name }).delete();
      // Aliases on other collections that showed this one's rows go with their relations.
      const reverse: Row[] = await k('directus_relations')
        .where({ collection_many: name })
        .whereNotNull('field_one');
      for (const r of reverse) {
        await k('directus_fields')
          .where({ collection: r.collection_one as string, field: r.field_one as string })
          .delete();
      }
      await k('directus_relations')
        .where({ collection_many: name })
        .orWhere({ collection_one: name })
        .delete();
      const row = await k('directus_collections').where({ collection: name }).first();
      if (row) await svc.deleteOne(name);
    });
    await dropTable(this.knex, name);
    await this.publish();
  }

  /** The schema after a change, for the response. */
  async fresh(): Promise<CollectionsService> {
    const schema = await getSchema(this.ctx.project);
    return new CollectionsService({ ...this.ctx, schema }, this.publish);
  }
}
