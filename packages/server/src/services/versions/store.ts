import crypto from 'node:crypto';
import type { Knex } from 'knex';
import type { ContentVersion } from '@atrium/sdk';
import { nowUtc } from '../../database/datetime';

type Row = Record<string, unknown>;

export const VERSIONS_TABLE = 'directus_versions';

function parseDelta(raw: unknown): Row | null {
  if (raw === null || raw === undefined || raw === '') return null;
  if (typeof raw === 'object') return raw as Row;
  try {
    const v: unknown = JSON.parse(String(raw));
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Row) : null;
  } catch {
    return null;
  }
}

const intOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
const strOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

export function toVersion(r: Row): ContentVersion {
  return {
    id: String(r.id),
    key: String(r.key),
    name: strOrNull(r.name),
    collection: String(r.collection),
    item: strOrNull(r.item),
    hash: strOrNull(r.hash),
    date_created: strOrNull(r.date_created),
    date_updated: strOrNull(r.date_updated),
    user_created: intOrNull(r.user_created),
    user_updated: intOrNull(r.user_updated),
    delta: parseDelta(r.delta),
  };
}

export interface VersionFilter {
  collection?: string;
  item?: string;
  key?: string;
}

/** The rows of the versions table: SQL only, no decisions (the service decides who sees what). */
export const versionStore = {
  async byId(knex: Knex, id: string): Promise<ContentVersion | null> {
    const row = (await knex(VERSIONS_TABLE).where({ id }).first()) as Row | undefined;
    return row ? toVersion(row) : null;
  },

  async byKey(knex: Knex, collection: string, item: string, key: string): Promise<ContentVersion | null> {
    const row = (await knex(VERSIONS_TABLE).where({ collection, item, key }).first()) as Row | undefined;
    return row ? toVersion(row) : null;
  },

  async list(knex: Knex, filter: VersionFilter, limit: number, offset: number): Promise<ContentVersion[]> {
    const q = knex(VERSIONS_TABLE).select('*');
    if (filter.collection !== undefined) q.where('collection', filter.collection);
    if (filter.item !== undefined) q.where('item', filter.item);
    if (filter.key !== undefined) q.where('key', filter.key);
    const rows = (await q
      .orderBy([{ column: 'date_created' }, { column: 'id' }])
      .limit(limit)
      .offset(offset)) as Row[];
    return rows.map(toVersion);
  },

  async insert(
    knex: Knex,
    v: {
      key: string;
      name: string | null;
      collection: string;
      item: string | null;
      hash: string | null;
      user: number;
    },
  ): Promise<string> {
    const id = crypto.randomUUID();
    const now = nowUtc();
    await knex(VERSIONS_TABLE).insert({
      id,
      key: v.key,
      name: v.name,
      collection: v.collection,
      item: v.item,
      hash: v.hash,
      date_created: now,
      date_updated: now,
      user_created: v.user || null,
      user_updated: v.user || null,
      delta: null,
    });
    return id;
  },

  async update(
    knex: Knex,
    id: string,
    values: {
      key?: string;
      name?: string | null;
      item?: string | null;
      hash?: string | null;
      delta?: Row | null;
    },
    user: number,
  ): Promise<void> {
    const row: Row = { date_updated: nowUtc(), user_updated: user || null };
    for (const [k, v] of Object.entries(values)) {
      if (v === undefined) continue;
      row[k] =
        k === 'delta' ? (v === null || Object.keys(v as Row).length === 0 ? null : JSON.stringify(v)) : v;
    }
    await knex(VERSIONS_TABLE).where({ id }).update(row);
  },

  async remove(knex: Knex, id: string): Promise<void> {
    await knex(VERSIONS_TABLE).where({ id }).delete();
  },
};
