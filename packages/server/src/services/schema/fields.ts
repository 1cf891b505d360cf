import { errors } from '../../errors';
import { addColumn, alterColumn, dropColumn, dropTable } from '../../database/ddl/columns';
import { readColumnDefinitions } from '../../database/ddl/introspect';
import { getSchema, type CollectionInfo } from '../../schema/overview';
import { anyRowAllows } from '../permissions/permissions';
import type { ServiceContext } from '../items/context';
import { serviceFor } from '../system';
import { fieldObject, fieldObjectsOf, INTERNAL_TABLES, type FieldVisibility } from './field-object';
import { DDL_KEYS, checkFieldKeys, columnFromPayload, metaFromPayload, parseNewField } from './field-input';
import { isAliasType, isFieldType } from '@atrium/sdk';
import { ONE_PER_COLLECTION } from './field-types';
import type { Publish } from './collections';

type Row = Record<string, unknown>;
type Action = 'create' | 'update' | 'delete';

/** `/fields` (api.md §5.3): field metadata plus the column, with real DDL on every dialect. */
export class FieldsService {
  constructor(
    private readonly ctx: ServiceContext,
    private readonly publish: Publish,
  ) {}

  private get knex() {
    return this.ctx.knex;
  }

  private collection(name: string): CollectionInfo {
    const info = this.ctx.schema.collections.get(name);
    if (!info) throw errors.collectionNotFound(name);
    return info;
  }

  /** Non-admins need the action on both `directus_fields` and the collection itself (api.md §5.3). */
  private checkPermission(collection: string, action: Action): void {
    if (this.ctx.accountability.admin) return;
    for (const c of ['directus_fields', collection]) {
      if (!anyRowAllows(this.ctx.access.perms(c), action)) {
        if (action === 'create') throw errors.forbiddenCreate();
        if (action === 'update') throw errors.forbiddenUpdate();
        throw errors.forbiddenDelete();
      }
    }
  }

  /** Fields the caller may see: none of an unreadable collection, none fully blacklisted. */
  private visibility(only?: string[]): FieldVisibility {
    return (info) => {
      const access = this.ctx.accountability.admin ? null : this.ctx.access.read(info);
      if (access && !access.readable) return null;
      return (f) => (!only || only.includes(f)) && (!access || access.field(f).kind !== 'none');
    };
  }

  private async objects(info: CollectionInfo, only?: string[]): Promise<Row[]> {
    return (await fieldObjectsOf(this.knex, [info], this.visibility(only))).get(info.collection)!;
  }

  async listAll(query: Row = {}): Promise<Row[]> {
    const infos = [...this.ctx.schema.collections.values()]
      .filter((i) => !INTERNAL_TABLES.has(i.collection))
      .sort((a, b) => a.collection.localeCompare(b.collection));
    const byCollection = await fieldObjectsOf(this.knex, infos, this.visibility());
    let out = infos.flatMap((i) => byCollection.get(i.collection)!);
    const sort = typeof query.sort === 'string' ? query.sort : null;
    if (sort) {
      const desc = sort.startsWith('-');
      const key = desc ? sort.slice(1) : sort;
      out = [...out].sort((a, b) => {
        const x = a[key] as string | number | null;
        const y = b[key] as string | number | null;
        const r = x === y ? 0 : x === null ? 1 : y === null ? -1 : x < y ? -1 : 1;
        return desc ? -r : r;
      });
    }
    const limit = Number(query.limit);
    if (query.limit !== undefined && Number.isInteger(limit) && limit >= 0) out = out.slice(0, limit);
    return out;
  }

  async listCollection(collection: string): Promise<Row[]> {
    const info = this.collection(collection);
    if (!this.ctx.accountability.admin && !this.ctx.access.read(info).readable) {
      throw this.ctx.accountability.public ? errors.unauthorized() : errors.forbiddenRead();
    }
    return this.objects(info);
  }

  async read(collection: string, names: string[]): Promise<Row[]> {
    const info = this.collection(collection);
    const found = await this.objects(info, names);
    for (const n of names) if (!found.some((f) => f.field === n)) throw errors.fieldNotFound(n);
    return names.map((n) => found.find((f) => f.field === n)!);
  }

  /** Adds a field: the column (unless alias) and its `directus_fields` row. */
  async create(collection: string, body: unknown): Promise<string> {
    const info = this.collection(collection);
    this.checkPermission(collection, 'create');
    const input = parseNewField(body);
    const existing = info.fields.get(input.field);
    const managed = await this.knex('directus_fields').where({ collection, field: input.field }).first();
    if (managed)
      throw errors.fieldAlreadyExists(`Field "${input.field}" already exists in collection "${collection}"`);
    if (input.column?.primaryKey && info.fields.get(info.primaryKey) && input.field !== info.primaryKey) {
      throw errors.unprocessable(`Collection "${collection}" already has a primary key`);
    }
    for (const type of ONE_PER_COLLECTION) {
      if (input.type !== type) continue;
      const other = info.fieldOrder.find((f) => info.fields.get(f)!.type === type);
      if (other) throw errors.invalidPayload(`Only one system field permitted per table: ${type} (${other})`);
    }
    let addedColumn = false;
    if (input.column && !existing) {
      await addColumn(this.knex, collection, input.column);
      addedColumn = true;
    }
    try {
      const sortRow = await this.knex('directus_fields').where({ collection }).max({ m: 'sort' }).first();
      await serviceFor('directus_fields', this.ctx).transaction((svc) =>
        svc.createOne({ sort: Number(sortRow?.m ?? 0) + 1, ...input.meta, collection, field: input.field }),
      );
    } catch (err) {
      if (addedColumn) await dropColumn(this.knex, collection, input.field).catch(() => undefined);
      throw err;
    }
    await this.publish();
    return input.field;
  }

  /** Updates one field's metadata and, when a column key is sent, the column (api.md §5.3). */
  async update(collection: string, field: string, body: unknown): Promise<void> {
    const info = this.collection(collection);
    this.checkPermission(collection, 'update');
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw errors.emptyPayload();
    const b = body as Row;
    checkFieldKeys(b);
    if ('field' in b && b.field !== field) throw errors.unprocessable('A field cannot be renamed');
    const f = info.fields.get(field);
    if (!f) throw errors.fieldNotFound(field);
    if ('type' in b && !isFieldType(String(b.type).toLowerCase())) {
      throw errors.unknownFieldType(`Unknown field type "${String(b.type)}"`);
    }
    const meta = metaFromPayload(b);
    if ('type' in meta) meta.type = String(meta.type).toLowerCase();
    const alias = isAliasType(String(meta.type ?? f.type));
    // A type change across the alias line adds or drops the column, as v8 did (its FieldsTest).
    const addsColumn = !alias && !f.column;
    const dropsColumn = alias && f.column !== null;
    if (dropsColumn) {
      const realFields = info.fieldOrder.filter((n) => !info.fields.get(n)!.alias);
      if (realFields.length <= 1 || info.primaryKey === field) {
        throw errors.unprocessable(`Field "${field}" cannot become an alias: the collection needs it`);
      }
    }
    let addedColumn = false;
    if (addsColumn) {
      await addColumn(this.knex, collection, columnFromPayload(b, field));
      addedColumn = true;
    } else if (!alias && DDL_KEYS.some((k) => k in b)) {
      const columns = await readColumnDefinitions(this.knex, collection);
      const before = columns.get(field);
      if (!before) throw errors.fieldNotFound(field);
      if (before.primaryKey && 'primary_key' in b && !b.primary_key) {
        throw errors.unprocessable('The primary key cannot be disabled on an existing field');
      }
      if (!before.primaryKey && b.primary_key) {
        throw errors.unprocessable(`Collection "${collection}" already has a primary key`);
      }
      const after = columnFromPayload(b, field, before);
      if (before.nullable && !after.nullable) {
        const nulls = await this.knex(collection).whereNull(field).count({ n: '*' }).first();
        if (Number(nulls?.n ?? 0) > 0) {
          throw errors.fieldSchemaInvalid(`Field "${field}" cannot be required: some items have no value`);
        }
      }
      await alterColumn(this.knex, collection, before, after);
    }
    const row = await this.knex('directus_fields').where({ collection, field }).first();
    try {
      await serviceFor('directus_fields', this.ctx).transaction(async (svc) => {
        if (row) {
          if (Object.keys(meta).length) await svc.updateOne(row.id, meta);
        } else {
          // Editing an unmanaged column makes it managed.
          await svc.createOne({ type: f.type, interface: null, ...meta, collection, field });
        }
      });
    } catch (err) {
      if (addedColumn) await dropColumn(this.knex, collection, field).catch(() => undefined);
      throw err;
    }
    if (dropsColumn) await dropColumn(this.knex, collection, field);
    await this.publish();
  }

  /** Drops the column (unless alias), its relations and its `directus_fields` row (api.md §5.3). */
  async delete(collection: string, field: string, opts: { deleteJunction?: boolean } = {}): Promise<void> {
    const info = this.collection(collection);
    this.checkPermission(collection, 'delete');
    const f = info.fields.get(field);
    if (!f) throw errors.fieldNotFound(field);
    const realFields = info.fieldOrder.filter((n) => !info.fields.get(n)!.alias);
    if (!f.alias && realFields.length <= 1) {
      throw errors.unprocessable(
        `Field "${field}" is the last field of "${collection}" and cannot be deleted`,
      );
    }
    if (field === info.primaryKey) throw errors.unprocessable('The primary key field cannot be deleted');
    const junctions: string[] = [];
    await serviceFor('directus_fields', this.ctx).transaction(async (svc) => {
      const k = svc.ctx.knex;
      // As the many side: the relation goes, and the reverse alias shown on the other collection.
      const many: Row[] = await k('directus_relations').where({
        collection_many: collection,
        field_many: field,
      });
      for (const r of many) {
        if (r.field_one)
          await k('directus_fields')
            .where({ collection: r.collection_one as string, field: r.field_one as string })
            .delete();
      }
      await k('directus_relations').where({ collection_many: collection, field_many: field }).delete();
      // As the one side (an O2M/M2M alias): unlink, or for M2M drop both junction rows.
      const one: Row[] = await k('directus_relations').where({
        collection_one: collection,
        field_one: field,
      });
      for (const r of one) {
        if (r.junction_field) {
          await k('directus_relations')
            .where({ collection_many: r.collection_many as string })
            .delete();
          junctions.push(String(r.collection_many));
        } else {
          await k('directus_relations')
            .where({ id: r.id as number })
            .update({ field_one: null });
        }
      }
      if (f.type === 'status' || info.statusField === field) {
        await k('directus_permissions').where({ collection }).whereNotNull('status').delete();
      }
      const row = await k('directus_fields').where({ collection, field }).first();
      if (row) await svc.deleteOne(row.id);
    });
    if (!f.alias) await dropColumn(this.knex, collection, field);
    if (opts.deleteJunction) {
      for (const j of junctions) {
        await this.knex('directus_fields').where({ collection: j }).delete();
        await this.knex('directus_collections').where({ collection: j }).delete();
        await dropTable(this.knex, j);
      }
    }
    await this.publish();
  }

  has(collection: string, field: string): boolean {
    return this.ctx.schema.collections.get(collection)?.fields.has(field) ?? false;
  }

  /** The same service over the schema as it is now (after a change). */
  async fresh(): Promise<FieldsService> {
    const schema = await getSchema(this.ctx.project);
    return new FieldsService({ ...this.ctx, schema }, this.publish);
  }

  /** A field object straight from the database (used right after writes). */
  async objectOf(collection: string, field: string): Promise<Row> {
    const fresh = await this.fresh();
    const [obj] = await fresh.read(collection, [field]);
    return obj ?? fieldObject(collection, field, 'alias', null, null);
  }
}
