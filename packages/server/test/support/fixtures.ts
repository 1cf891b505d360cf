import type { Knex } from 'knex';
import type { InvalidationBus } from '../../src/cache/invalidation-bus';
import { createTokenUser } from './users';

/**
 * Builds user collections the way the schema endpoints will: a table made with Knex plus the
 * `directus_collections`, `directus_fields` and `directus_relations` rows that describe it.
 */

export type ColumnKind =
  | 'increments'
  | 'string'
  | 'text'
  | 'integer'
  | 'bigint'
  | 'decimal'
  | 'boolean'
  | 'datetime'
  | 'date'
  | 'time'
  | 'uuid-string';

export interface FieldDef {
  field: string;
  /** Directus type. */
  type: string;
  /** Column kind; omitted for alias types (o2m, translation, alias). */
  column?: ColumnKind;
  length?: number;
  nullable?: boolean;
  default?: string | number | boolean;
  options?: Record<string, unknown>;
  required?: boolean;
  validation?: string;
  index?: boolean;
  unique?: boolean;
}

export async function createCollection(
  knex: Knex,
  collection: string,
  fields: FieldDef[],
  meta: { single?: boolean; note?: string } = {},
): Promise<void> {
  const sqlite = knex.client.config.client === 'better-sqlite3';
  await knex.schema.createTable(collection, (t) => {
    for (const f of fields) {
      if (!f.column) continue;
      let c: Knex.ColumnBuilder;
      switch (f.column) {
        case 'increments':
          c = t.increments(f.field).primary();
          break;
        case 'string':
          c = t.string(f.field, f.length ?? 255);
          break;
        case 'uuid-string':
          c = t.string(f.field, 36).primary();
          break;
        case 'text':
          c = t.text(f.field);
          break;
        case 'integer':
          c = t.integer(f.field);
          break;
        case 'bigint':
          c = t.bigInteger(f.field);
          break;
        case 'decimal':
          // Knex declares SQLite decimals as float; declare the precision like the other dialects.
          c = sqlite ? t.specificType(f.field, 'decimal(10,2)') : t.decimal(f.field, 10, 2);
          break;
        case 'boolean':
          c = t.boolean(f.field);
          break;
        case 'datetime':
          c = t.datetime(f.field, { useTz: false });
          break;
        case 'date':
          c = t.date(f.field);
          break;
        case 'time':
          c = t.time(f.field);
          break;
      }
      if (f.column !== 'increments' && f.column !== 'uuid-string') {
        if (f.nullable === false) c.notNullable();
        else c.nullable();
      }
      if (f.default !== undefined) c.defaultTo(f.default);
      if (f.index) c.index();
      if (f.unique) c.unique();
    }
  });
  await knex('directus_collections').insert({
    collection,
    managed: 1,
    hidden: 0,
    single: meta.single ? 1 : 0,
    note: meta.note ?? null,
  });
  let sort = 1;
  for (const f of fields) {
    await knex('directus_fields').insert({
      collection,
      field: f.field,
      type: f.type,
      interface: f.type,
      options: f.options ? JSON.stringify(f.options) : null,
      required: f.required ? 1 : 0,
      validation: f.validation ?? null,
      sort: sort++,
    });
  }
}

export async function createRelation(
  knex: Knex,
  r: {
    collection_many: string;
    field_many: string;
    collection_one: string;
    field_one?: string | null;
    junction_field?: string | null;
  },
): Promise<void> {
  await knex('directus_relations').insert({
    field_one: null,
    junction_field: null,
    ...r,
  });
}

export interface PermissionDef {
  collection: string;
  status?: string | null;
  create?: string;
  read?: string;
  update?: string;
  delete?: string;
  comment?: string;
  explain?: string;
  read_field_blacklist?: string;
  write_field_blacklist?: string;
  status_blacklist?: string;
}

/** A role with permission rows and one user (with a static token) in it. */
export async function createRoleWithUser(
  knex: Knex,
  name: string,
  permissions: PermissionDef[],
): Promise<{ role: number; user: number; token: string }> {
  await knex('directus_roles').insert({ name, description: null });
  const role = Number((await knex('directus_roles').where({ name }).first()).id);
  for (const p of permissions) await knex('directus_permissions').insert({ role, ...p });
  const user = await createTokenUser(knex, role, `${name.toLowerCase().replace(/\W+/g, '-')}@example.com`);
  return { role, ...user };
}

export async function setPublicPermissions(knex: Knex, permissions: PermissionDef[]): Promise<void> {
  for (const p of permissions) await knex('directus_permissions').insert({ role: 2, ...p });
}

/** The admin's static token (set through the installer's `user_token`). */
export const ADMIN_TOKEN = 'admin-static-token-for-tests';

/**
 * Tests that change schema or permission rows directly tell the server, as another process
 * would: through its invalidation bus.
 */
export async function refreshSchema(server: { bus: InvalidationBus }, projectKey: string): Promise<void> {
  await server.bus.publish(projectKey, 'schema');
}
