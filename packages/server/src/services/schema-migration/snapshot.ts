import crypto from 'node:crypto';
import { SYSTEM_PREFIX } from '@atrium/sdk';
import type { Knex } from 'knex';
import { ATRIUM_VERSION } from '../../atrium-version';
import { isIntegerDatatype } from '../../database/ddl/datatypes';
import { readTablesColumnDefinitions } from '../../database/ddl/introspect';
import { dialectOf } from '../../database/dialect';
import type { SchemaOverview } from '../../schema/overview';
import { fieldObjectsOf, INTERNAL_TABLES } from '../schema/field-object';
import { EXTRA_PARTS, readExtras, type ExtraItem, type ExtraPart } from './extras';

/**
 * A schema snapshot in Directus 11's shape (`GET /{p}/schema/snapshot`): the user collections,
 * their fields and their relations, each with `meta` (what Atrium keeps in `directus_*`) and
 * `schema` (the column). Column types are Atrium's portable datatypes (`VARCHAR`, `INT`,
 * `DECIMAL`, … as the field endpoints declare them, database/ddl/), so a snapshot taken on one
 * database applies to another. Field groups (row ids) are not carried. `is_signed` is only
 * meaningful on MySQL/MariaDB (the others have no unsigned integers): diff.ts compares it only
 * between two MySQL snapshots.
 */

type Row = Record<string, unknown>;

export interface SnapshotCollection {
  collection: string;
  meta: Row;
  schema: { name: string };
}

export interface SnapshotField {
  collection: string;
  field: string;
  type: string;
  meta: Row;
  schema: Row | null;
}

export interface SnapshotRelation {
  collection: string;
  field: string;
  related_collection: string | null;
  meta: Row;
  schema: null;
}

export interface Snapshot {
  version: 1;
  directus: string;
  vendor: string;
  collections: SnapshotCollection[];
  fields: SnapshotField[];
  relations: SnapshotRelation[];
  /** Present when asked for (`include`, extras.ts). */
  roles?: ExtraItem[];
  permissions?: ExtraItem[];
  presets?: ExtraItem[];
  settings?: ExtraItem[];
}

const VENDOR = { sqlite: 'sqlite', pg: 'postgres', mysql: 'mysql' } as const;

const FIELD_META = [
  'interface',
  'options',
  'locked',
  'validation',
  'required',
  'readonly',
  'hidden_detail',
  'hidden_browse',
  'sort',
  'width',
  'note',
  'translation',
] as const;

const bool = (v: unknown) => v === true || v === 1 || v === '1' || v === 'true';

function json(v: unknown): unknown {
  if (typeof v !== 'string' || v === '') return v ?? null;
  try {
    return JSON.parse(v);
  } catch {
    return v;
  }
}

const isUserCollection = (name: string) => !name.startsWith(SYSTEM_PREFIX) && !INTERNAL_TABLES.has(name);

/** The snapshot of the schema `schema`, read through `knex` (a transaction sees its own changes). */
export async function takeSnapshot(
  knex: Knex,
  schema: SchemaOverview,
  include: ExtraPart[] = [],
): Promise<Snapshot> {
  const collectionRows: Row[] = await knex('directus_collections').select('*');
  const managed = collectionRows
    .filter((r) => isUserCollection(String(r.collection)) && bool(r.managed))
    .map((r) => String(r.collection))
    .filter((c) => schema.collections.has(c))
    .sort();
  const infos = managed.map((c) => schema.collections.get(c)!);
  const [fieldsBy, columnsBy] = await Promise.all([
    fieldObjectsOf(knex, infos),
    readTablesColumnDefinitions(knex, managed),
  ]);
  const relationRows: Row[] = await knex('directus_relations').select('*').orderBy('id');
  const metaBy = new Map(collectionRows.map((r) => [String(r.collection), r]));

  const collections = managed.map((name): SnapshotCollection => {
    const m = metaBy.get(name)!;
    return {
      collection: name,
      meta: {
        collection: name,
        hidden: bool(m.hidden),
        single: bool(m.single),
        icon: (m.icon as string | null) ?? null,
        note: (m.note as string | null) ?? null,
        translation: json(m.translation),
      },
      schema: { name },
    };
  });
  const fields: SnapshotField[] = [];
  for (const name of managed) {
    for (const f of fieldsBy.get(name)!) {
      if (f.id === null) continue;
      const meta: Row = {};
      for (const k of FIELD_META) meta[k] = f[k];
      const c = f.datatype === null ? null : (columnsBy.get(name)?.get(String(f.field)) ?? null);
      fields.push({
        collection: name,
        field: String(f.field),
        type: String(f.type),
        meta,
        schema: c
          ? {
              name: c.name,
              table: name,
              data_type: c.datatype,
              // An integer's display width (MySQL's INT(11)) says nothing about the data.
              length: isIntegerDatatype(c.datatype) ? null : c.length,
              default_value: c.defaultValue ?? null,
              is_nullable: c.nullable,
              is_unique: c.unique,
              is_primary_key: c.primaryKey,
              has_auto_increment: c.autoIncrement,
              is_signed: c.signed,
            }
          : null,
      });
    }
  }
  const inSnapshot = new Set(managed);
  const relations = relationRows
    .filter((r) => inSnapshot.has(String(r.collection_many)))
    .map((r): SnapshotRelation => ({
      collection: String(r.collection_many),
      field: String(r.field_many),
      related_collection: (r.collection_one as string | null) ?? null,
      meta: {
        many_collection: r.collection_many,
        many_field: r.field_many,
        one_collection: r.collection_one ?? null,
        one_field: r.field_one ?? null,
        junction_field: r.junction_field ?? null,
      },
      schema: null,
    }))
    .sort((a, b) => `${a.collection}.${a.field}`.localeCompare(`${b.collection}.${b.field}`));

  return {
    version: 1,
    directus: ATRIUM_VERSION,
    vendor: VENDOR[dialectOf(knex)],
    collections,
    fields,
    relations,
    ...(await readExtras(knex, include)),
  };
}

/** The hash of a snapshot's schema (what an apply must find unchanged): vendor and version aside. */
export function snapshotHash(s: Omit<Snapshot, 'version' | 'directus' | 'vendor'>): string {
  const extras = EXTRA_PARTS.filter((p) => s[p]).map((p) => [p, s[p]]);
  const canonical = JSON.stringify([s.collections, s.fields, s.relations, ...extras], (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Row).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
  return crypto.createHash('sha256').update(canonical).digest('hex');
}
