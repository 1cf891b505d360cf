import { errors } from '../../errors';
import { diffExtras, type ExtraDiff } from './extras';
import type { Snapshot, SnapshotCollection, SnapshotField, SnapshotRelation } from './snapshot';

/**
 * The difference between the schema here and a snapshot (`POST /{p}/schema/diff`), in Directus
 * 11's shape: per collection, field and relation, a list of deep-diff entries — `N` new (`rhs`),
 * `D` deleted (`lhs`), `E` edited (`path`, `lhs`, `rhs`). Atrium adds `destructive` to each:
 * true when applying it can lose data (a dropped table or column, a narrower or other column type,
 * a column made required or unique).
 */

type Row = Record<string, unknown>;

export type DiffEntry =
  | { kind: 'N'; rhs: unknown }
  | { kind: 'D'; lhs: unknown }
  | { kind: 'E'; path: string[]; lhs: unknown; rhs: unknown };

export interface CollectionDiff {
  collection: string;
  destructive: boolean;
  diff: DiffEntry[];
}
export interface FieldDiff {
  collection: string;
  field: string;
  destructive: boolean;
  diff: DiffEntry[];
}
export interface RelationDiff {
  collection: string;
  field: string;
  related_collection: string | null;
  destructive: boolean;
  diff: DiffEntry[];
}

export interface SchemaDiff {
  collections: CollectionDiff[];
  fields: FieldDiff[];
  relations: RelationDiff[];
  /** Present when the snapshot held them (extras.ts). */
  roles?: ExtraDiff[];
  permissions?: ExtraDiff[];
  presets?: ExtraDiff[];
  settings?: ExtraDiff[];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Edits of `meta` and `schema`, one entry per changed key. */
function edits(
  from: { meta: Row; schema: Row | null },
  to: { meta: Row; schema: Row | null },
  extra: Row = {},
  ignore: ReadonlySet<string> = new Set(),
): DiffEntry[] {
  const out: DiffEntry[] = [];
  for (const [k, v] of Object.entries(extra)) {
    const [lhs, rhs] = v as [unknown, unknown];
    if (!same(lhs, rhs)) out.push({ kind: 'E', path: [k], lhs, rhs });
  }
  for (const part of ['meta', 'schema'] as const) {
    const a = from[part];
    const b = to[part];
    if (a === null || b === null) {
      if (!same(a, b)) out.push({ kind: 'E', path: [part], lhs: a, rhs: b });
      continue;
    }
    for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) {
      if (part === 'schema' && ignore.has(k)) continue;
      if (!same(a[k], b[k])) out.push({ kind: 'E', path: [part, k], lhs: a[k] ?? null, rhs: b[k] ?? null });
    }
  }
  return out;
}

const lengthOf = (v: unknown) => (v === null || v === undefined ? Infinity : Number(String(v).split(',')[0]));

/** Whether a column edit can lose data or fail on existing rows. */
function destructiveEdit(entries: DiffEntry[]): boolean {
  return entries.some((e) => {
    if (e.kind !== 'E') return false;
    const [part, key] = e.path;
    if (part === 'type') return true;
    if (part !== 'schema') return false;
    if (key === undefined) return true;
    if (key === 'data_type') return true;
    if (key === 'length') return lengthOf(e.rhs) < lengthOf(e.lhs) || String(e.rhs).includes(',');
    if (key === 'is_nullable') return e.rhs === false;
    if (key === 'is_unique') return e.rhs === true;
    if (key === 'is_signed') return e.rhs === false;
    return false;
  });
}

function byKey<T>(list: T[], key: (t: T) => string): Map<string, T> {
  return new Map(list.map((t) => [key(t), t]));
}

export function assertSnapshot(value: unknown): Snapshot {
  const s = value as Partial<Snapshot> | null;
  if (
    !s ||
    typeof s !== 'object' ||
    !Array.isArray(s.collections) ||
    !Array.isArray(s.fields) ||
    !Array.isArray(s.relations)
  ) {
    throw errors.invalidPayload('A snapshot holds "collections", "fields" and "relations" lists');
  }
  for (const c of s.collections)
    if (typeof c?.collection !== 'string') throw errors.invalidPayload('Each collection needs "collection"');
  for (const f of s.fields) {
    if (typeof f?.collection !== 'string' || typeof f.field !== 'string' || typeof f.type !== 'string') {
      throw errors.invalidPayload('Each field needs "collection", "field" and "type"');
    }
  }
  for (const r of s.relations) {
    if (typeof r?.collection !== 'string' || typeof r.field !== 'string')
      throw errors.invalidPayload('Each relation needs "collection" and "field"');
  }
  return s as Snapshot;
}

/** What applying `to` over `from` changes (empty lists: nothing). */
export function diffSnapshots(from: Snapshot, to: Snapshot): SchemaDiff {
  const out: SchemaDiff = { collections: [], fields: [], relations: [] };

  const cKey = (c: SnapshotCollection) => c.collection;
  const fromC = byKey(from.collections, cKey);
  const toC = byKey(to.collections, cKey);
  for (const [name, c] of toC) {
    const had = fromC.get(name);
    if (!had) out.collections.push({ collection: name, destructive: false, diff: [{ kind: 'N', rhs: c }] });
    else {
      const e = edits({ meta: had.meta, schema: null }, { meta: c.meta, schema: null });
      if (e.length) out.collections.push({ collection: name, destructive: false, diff: e });
    }
  }
  for (const [name, c] of fromC) {
    if (!toC.has(name))
      out.collections.push({ collection: name, destructive: true, diff: [{ kind: 'D', lhs: c }] });
  }

  // Signedness exists on MySQL/MariaDB only: between other databases it is not a difference.
  const ignored = new Set(from.vendor === 'mysql' && to.vendor === 'mysql' ? [] : ['is_signed']);
  const fKey = (f: SnapshotField) => `${f.collection}\0${f.field}`;
  const fromF = byKey(from.fields, fKey);
  const toF = byKey(to.fields, fKey);
  const droppedCollections = new Set(
    out.collections.filter((c) => c.diff[0]!.kind === 'D').map((c) => c.collection),
  );
  for (const [k, f] of toF) {
    const had = fromF.get(k);
    if (!had)
      out.fields.push({
        collection: f.collection,
        field: f.field,
        destructive: false,
        diff: [{ kind: 'N', rhs: f }],
      });
    else {
      const e = edits(had, f, { type: [had.type, f.type] }, ignored);
      if (e.length)
        out.fields.push({
          collection: f.collection,
          field: f.field,
          destructive: destructiveEdit(e),
          diff: e,
        });
    }
  }
  for (const [k, f] of fromF) {
    if (toF.has(k) || droppedCollections.has(f.collection)) continue;
    out.fields.push({
      collection: f.collection,
      field: f.field,
      destructive: f.schema !== null,
      diff: [{ kind: 'D', lhs: f }],
    });
  }

  const rKey = (r: SnapshotRelation) => `${r.collection}\0${r.field}`;
  const fromR = byKey(from.relations, rKey);
  const toR = byKey(to.relations, rKey);
  const base = (r: SnapshotRelation) => ({
    collection: r.collection,
    field: r.field,
    related_collection: r.related_collection,
  });
  for (const [k, r] of toR) {
    const had = fromR.get(k);
    if (!had) out.relations.push({ ...base(r), destructive: false, diff: [{ kind: 'N', rhs: r }] });
    else {
      const e = edits(
        { meta: had.meta, schema: null },
        { meta: r.meta, schema: null },
        { related_collection: [had.related_collection, r.related_collection] },
      );
      if (e.length) out.relations.push({ ...base(r), destructive: false, diff: e });
    }
  }
  for (const [k, r] of fromR) {
    if (!toR.has(k)) out.relations.push({ ...base(r), destructive: false, diff: [{ kind: 'D', lhs: r }] });
  }
  return Object.assign(out, diffExtras(from, to));
}

export const isEmptyDiff = (d: SchemaDiff) =>
  !d.collections.length &&
  !d.fields.length &&
  !d.relations.length &&
  !d.roles?.length &&
  !d.permissions?.length &&
  !d.presets?.length &&
  !d.settings?.length;
