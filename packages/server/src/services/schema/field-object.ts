import type { Knex } from 'knex';
import type { ColumnDefinition } from '../../database/ddl/datatypes';
import { readTablesColumnDefinitions } from '../../database/ddl/introspect';
import type { CollectionInfo } from '../../schema/overview';

type Row = Record<string, unknown>;

const flag = (v: unknown): boolean => v === true || Number(v) === 1;

function parseJson(v: unknown): unknown {
  if (typeof v !== 'string' || v === '') return v ?? null;
  try {
    return JSON.parse(v);
  } catch {
    return v;
  }
}

/**
 * A field object of the field endpoints (api.md §5.3): the `directus_fields` row (null for an
 * unmanaged column) merged with what the database says about the column (null for aliases).
 */
export function fieldObject(
  collection: string,
  field: string,
  type: string,
  meta: Row | null,
  column: ColumnDefinition | null,
): Row {
  const implicitRequired = column
    ? !column.nullable && column.defaultValue === null && !column.autoIncrement
    : false;
  return {
    id: meta ? Number(meta.id) : null,
    collection,
    field,
    type: (meta?.type as string | undefined) ?? type,
    interface: (meta?.interface as string | null | undefined) ?? null,
    options: parseJson(meta?.options),
    locked: flag(meta?.locked),
    validation: (meta?.validation as string | null | undefined) ?? null,
    required: meta ? flag(meta.required) : implicitRequired,
    readonly: flag(meta?.readonly),
    hidden_detail: flag(meta?.hidden_detail),
    hidden_browse: flag(meta?.hidden_browse),
    sort: meta?.sort === null || meta?.sort === undefined ? null : Number(meta.sort),
    width: (meta?.width as string | null | undefined) ?? 'full',
    group: meta?.group === null || meta?.group === undefined ? null : Number(meta.group),
    note: (meta?.note as string | null | undefined) ?? column?.comment ?? null,
    translation: parseJson(meta?.translation),
    datatype: column?.datatype ?? null,
    default_value: column?.defaultValue ?? null,
    auto_increment: column?.autoIncrement ?? false,
    primary_key: column?.primaryKey ?? false,
    unique: column?.unique ?? false,
    signed: column?.signed ?? false,
    length: column?.length ?? null,
  };
}

/** `directus_fields` rows of some collections (all when `collections` is omitted), by collection. */
async function readFieldRows(knex: Knex, collections?: string[]): Promise<Map<string, Map<string, Row>>> {
  const q = knex('directus_fields').select('*').orderBy('id');
  if (collections) q.whereIn('collection', collections);
  const rows: Row[] = await q;
  const out = new Map<string, Map<string, Row>>();
  for (const r of rows) {
    const c = String(r.collection);
    let m = out.get(c);
    if (!m) out.set(c, (m = new Map()));
    m.set(String(r.field), r);
  }
  return out;
}

/** Decides, per collection, which fields the caller sees (null: the whole collection is hidden). */
export type FieldVisibility = (info: CollectionInfo) => ((field: string) => boolean) | null;

/**
 * The field objects of several collections, in field order, from one read of `directus_fields` and
 * one pass over the database catalogue (not a set of queries per collection).
 */
export async function fieldObjectsOf(
  knex: Knex,
  infos: CollectionInfo[],
  visibility: FieldVisibility = () => () => true,
): Promise<Map<string, Row[]>> {
  const names = infos.map((i) => i.collection);
  const [metaRows, columns] = await Promise.all([
    readFieldRows(knex, names),
    readTablesColumnDefinitions(knex, names),
  ]);
  const out = new Map<string, Row[]>();
  for (const info of infos) {
    const isVisible = visibility(info);
    const list: Row[] = [];
    out.set(info.collection, list);
    if (!isVisible) continue;
    const meta = metaRows.get(info.collection);
    const cols = columns.get(info.collection);
    for (const name of info.fieldOrder) {
      if (!isVisible(name)) continue;
      const f = info.fields.get(name)!;
      const column = f.alias ? null : (cols?.get(name) ?? null);
      list.push(fieldObject(info.collection, name, f.type, meta?.get(name) ?? null, column));
    }
  }
  return out;
}

/** Tables Atrium keeps for itself: they are not collections. */
export const INTERNAL_TABLES: ReadonlySet<string> = new Set(['directus_cache_versions']);
