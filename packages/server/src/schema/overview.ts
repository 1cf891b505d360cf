import { isAliasType, SYSTEM_PREFIX } from '@atrium/sdk';
import type { Knex } from 'knex';
import { inspectColumns, type ColumnInfo } from './inspector';

/** Directus types that are implicit many-to-one relations (api.md §4.1). */
const IMPLICIT_M2O: Record<string, string> = {
  file: 'directus_files',
  user: 'directus_users',
  owner: 'directus_users',
  user_created: 'directus_users',
  user_updated: 'directus_users',
};

export interface StatusInfo {
  name?: string;
  soft_delete?: boolean;
  required_fields?: boolean;
  [key: string]: unknown;
}

export interface FieldInfo {
  collection: string;
  field: string;
  /** Directus type, lower-case (`string`, `integer`, `m2o`, `o2m`, `status`, `json`, ...). */
  type: string;
  /** No column: o2m/translation/alias/group. */
  alias: boolean;
  column: ColumnInfo | null;
  options: Record<string, unknown> | null;
  required: boolean;
  validation: string | null;
  readonly: boolean;
  /** Set for M2O fields (explicit relation or implicit file/user/owner type). */
  m2o?: { collection: string };
  /** Set for O2M and translation aliases: rows of `collection` whose `field` points at us. */
  o2m?: { collection: string; field: string; junctionField: string | null };
}

export interface CollectionInfo {
  collection: string;
  system: boolean;
  primaryKey: string;
  fields: Map<string, FieldInfo>;
  /** Field names in declaration order. */
  fieldOrder: string[];
  /** Column names in table order, as `select *` returns them. */
  columnOrder?: string[];
  statusField: string | null;
  ownerField: string | null;
  sortField: string | null;
  statusMapping: Record<string, StatusInfo> | null;
  softDeleteStatuses: string[];
  single: boolean;
}

export interface SchemaOverview {
  collections: Map<string, CollectionInfo>;
  settings: {
    defaultLimit: number;
    sortNullLast: boolean;
    statusMapping: Record<string, StatusInfo> | null;
    /** Days a deleted item stays in the trash (`trash_retention_days`, default 30; 0: no trash). */
    trashRetentionDays: number;
  };
}

function parseJson(text: unknown): Record<string, unknown> | null {
  if (typeof text !== 'string' || text === '') return null;
  try {
    const v = JSON.parse(text);
    return v && typeof v === 'object' ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The Directus type of an unmanaged column, derived from its database type. */
export function typeFromColumn(c: ColumnInfo): string {
  const t = c.dataType;
  if (c.primary && c.autoIncrement) return 'integer';
  if (/^(big|small|tiny|medium)?int|^integer|^serial|^bigserial|year/.test(t)) return 'integer';
  if (/decimal|numeric|float|double|real/.test(t)) return 'decimal';
  if (t === 'boolean' || t === 'bool') return 'boolean';
  if (t === 'date') return 'date';
  if (/^time( |$)|^time$/.test(t)) return 'time';
  if (/datetime|timestamp/.test(t)) return 'datetime';
  if (t === 'json' || t === 'jsonb') return 'json';
  return 'string';
}

async function loadOverview(knex: Knex): Promise<SchemaOverview> {
  // In a transaction (one connection) the reads go one after the other.
  const reads = [
    () => inspectColumns(knex),
    () => knex('directus_fields').select('*').orderBy(['collection', 'sort', 'id']),
    () => knex('directus_relations').select('*'),
    () => knex('directus_collections').select('*'),
    () => knex('directus_settings').select('key', 'value'),
  ] as const;
  const results: unknown[] = [];
  if (knex.isTransaction) for (const read of reads) results.push(await read());
  else results.push(...(await Promise.all(reads.map((read) => read()))));
  const [columns, fieldRows, relationRows, collectionRows, settingRows] = results as [
    Awaited<ReturnType<typeof inspectColumns>>,
    Record<string, unknown>[],
    Record<string, unknown>[],
    Record<string, unknown>[],
    { key: string; value: string | null }[],
  ];
  const settingsMap = new Map(settingRows.map((r) => [r.key, r.value]));
  const defaultLimit = Number(settingsMap.get('default_limit'));
  const settings = {
    defaultLimit: Number.isFinite(defaultLimit) && defaultLimit > 0 ? defaultLimit : 20,
    sortNullLast: ['1', 'true'].includes(String(settingsMap.get('sort_null_last') ?? '1')),
    statusMapping: parseJson(settingsMap.get('status_mapping')) as Record<string, StatusInfo> | null,
    trashRetentionDays: retentionDays(settingsMap.get('trash_retention_days')),
  };

  const columnsByTable = new Map<string, ColumnInfo[]>();
  for (const c of columns) {
    let list = columnsByTable.get(c.table);
    if (!list) columnsByTable.set(c.table, (list = []));
    list.push(c);
  }
  const metaByCollection = new Map<string, Record<string, unknown>[]>();
  for (const f of fieldRows) {
    const c = String(f.collection);
    let list = metaByCollection.get(c);
    if (!list) metaByCollection.set(c, (list = []));
    list.push(f);
  }
  const collectionMeta = new Map(collectionRows.map((r) => [String(r.collection), r]));

  const collections = new Map<string, CollectionInfo>();
  for (const [table, cols] of columnsByTable) {
    if (table === 'directus_migrations' || table === 'knex_migrations' || table === 'knex_migrations_lock')
      continue;
    const fields = new Map<string, FieldInfo>();
    const order: string[] = [];
    const meta = metaByCollection.get(table) ?? [];
    const colByName = new Map(cols.map((c) => [c.name, c]));
    const add = (info: FieldInfo) => {
      if (!fields.has(info.field)) order.push(info.field);
      fields.set(info.field, info);
    };
    for (const m of meta) {
      const name = String(m.field);
      const type = String(m.type ?? '').toLowerCase();
      const column = colByName.get(name) ?? null;
      const alias = isAliasType(type) || !column;
      // Metadata for a column that does not exist (and is not an alias type) is ignored.
      if (!column && !isAliasType(type)) continue;
      add({
        collection: table,
        field: name,
        type,
        alias,
        column,
        options: parseJson(m.options),
        required: Number(m.required) === 1,
        validation: (m.validation as string | null) ?? null,
        readonly: Number(m.readonly) === 1,
      });
    }
    for (const c of cols) {
      if (fields.has(c.name)) continue;
      add({
        collection: table,
        field: c.name,
        type: typeFromColumn(c),
        alias: false,
        column: c,
        options: null,
        required: false,
        validation: null,
        readonly: false,
      });
    }
    const pkCol = cols.find((c) => c.primary) ?? cols.find((c) => c.name === 'id') ?? cols[0]!;
    const firstOfType = (...types: string[]) =>
      order.find((f) => types.includes(fields.get(f)!.type)) ?? null;
    const statusField = firstOfType('status');
    const statusOptions = statusField ? fields.get(statusField)!.options : null;
    const statusMapping =
      (statusOptions?.status_mapping as Record<string, StatusInfo> | undefined) ??
      (statusField ? settings.statusMapping : null) ??
      null;
    let ownerField = firstOfType('owner', 'user_created');
    if (table === 'directus_files') ownerField = 'uploaded_by';
    if (table === 'directus_users') ownerField = 'id';
    const cm = collectionMeta.get(table);
    collections.set(table, {
      collection: table,
      system: table.startsWith(SYSTEM_PREFIX),
      primaryKey: pkCol.name,
      fields,
      fieldOrder: order,
      columnOrder: cols.map((c) => c.name),
      statusField,
      ownerField,
      sortField: firstOfType('sort'),
      statusMapping,
      softDeleteStatuses: statusMapping
        ? Object.entries(statusMapping)
            .filter(([, v]) => v && v.soft_delete === true)
            .map(([k]) => k)
        : [],
      single: Number(cm?.single ?? 0) === 1,
    });
  }

  // Relations: M2O from (collection_many, field_many); O2M from (collection_one, field_one).
  for (const r of relationRows) {
    const many = collections.get(String(r.collection_many));
    const one = r.collection_one ? collections.get(String(r.collection_one)) : undefined;
    if (!many || !one) continue;
    const fm = many.fields.get(String(r.field_many));
    if (fm && !fm.alias) fm.m2o = { collection: one.collection };
    if (r.field_one) {
      const fo = one.fields.get(String(r.field_one));
      if (fo && fo.alias) {
        fo.o2m = {
          collection: many.collection,
          field: String(r.field_many),
          junctionField: (r.junction_field as string | null) ?? null,
        };
      }
    }
  }
  for (const c of collections.values()) {
    for (const f of c.fields.values()) {
      const target = IMPLICIT_M2O[f.type];
      if (
        !f.m2o &&
        !f.alias &&
        target &&
        collections.has(target) &&
        !(c.collection === 'directus_users' && f.field === 'id')
      ) {
        f.m2o = { collection: target };
      }
    }
  }
  return { collections, settings };
}

/**
 * Other processes may change the schema; an entry is trusted this long (ms) unless invalidated
 * explicitly (the invalidation bus, or the code that changed it in this process).
 */
const MAX_AGE = 30_000;

/** What `getSchema` needs of a project: its pool and its cache entry (a `Project` has both). */
export interface SchemaHolder {
  knex: Knex;
  state: { schema: { at: number; value: Promise<SchemaOverview> } | null };
}

/** The schema overview of a project, cached on the project object. */
export function getSchema(project: SchemaHolder): Promise<SchemaOverview> {
  const now = Date.now();
  const state = project.state;
  const hit = state.schema;
  if (hit && now - hit.at < MAX_AGE) return hit.value;
  const value = loadOverview(project.knex);
  const entry = { at: now, value };
  state.schema = entry;
  value.catch(() => {
    if (state.schema === entry) state.schema = null;
  });
  return value;
}

/**
 * The schema overview read through `knex` now, uncached: a schema migration reads it inside its
 * own transaction after each step (services/schema-migration/apply.ts).
 */
export function readSchemaOverview(knex: Knex): Promise<SchemaOverview> {
  return loadOverview(knex);
}

export function isRelational(f: FieldInfo): boolean {
  return Boolean(f.m2o || f.o2m);
}

/** `trash_retention_days` as days: a whole number ≥ 0, else the default 30. */
function retentionDays(value: string | null | undefined): number {
  const n = value === null || value === undefined || value === '' ? NaN : Number(value);
  return Number.isFinite(n) && n >= 0 ? Math.floor(n) : 30;
}
