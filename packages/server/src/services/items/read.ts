import type { FilterNode, ReadPlan, Selection, Warning } from '../../query/ast';
import { authorizeRead } from '../../query/authorize';
import { executeRead } from '../../query/execute';
import { hydrate } from '../../query/hydrate';
import { parseQuery, type Query } from '../../query/parse';
import { sqlContext } from '../../query/compile-sql';
import { fileData, type FileDataRow } from '../files/file-urls';
import { readSettings } from '../settings';
import { errors } from '../../errors';
import type { ItemsCore } from './core';
import { dbError } from './db-error';
import { etagOf } from './etag';

/** Reads of the items service: parse -> authorize -> plan -> hydrate, the collection's `afterRead`. */

type Row = Record<string, unknown>;

export interface ReadOutput {
  data: Row[];
  meta: Record<string, unknown>;
  warnings: Warning[];
  /** ETags of the returned root rows, by PK (only with `etags: true`). */
  etags: Map<string, string>;
}

function toQuery(query: Query | Record<string, unknown>): Query {
  return (query as Query).meta instanceof Set
    ? (query as Query)
    : parseQuery(query as Record<string, unknown>);
}

/**
 * A list read. `cacheKey` (the raw query string) lets identical reads by the same caller reuse
 * the authorized plan and its compiled SQL; entries die with the schema or permission cache.
 */
export async function readByQuery(
  svc: ItemsCore,
  query: Query | Record<string, unknown>,
  extra: FilterNode[] = [],
  options: { cacheKey?: string } = {},
): Promise<ReadOutput> {
  const { ctx } = svc;
  const acc = ctx.accountability;
  const key =
    options.cacheKey !== undefined && extra.length === 0 && !/now/i.test(options.cacheKey)
      ? `${svc.collection.collection}\u0000${acc.admin}\u0000${acc.role}\u0000${acc.user}\u0000${options.cacheKey}`
      : null;
  const plans = ctx.project.state.plans;
  let cached = key ? plans.get(key) : undefined;
  if (cached && (cached.schema !== ctx.schema || cached.permissions !== ctx.access.permissions)) {
    cached = undefined;
  }
  let q: Query;
  let plan: ReadPlan;
  if (cached) {
    ({ q, plan } = cached);
  } else {
    q = toQuery(query);
    plan = authorizeRead(ctx.access, svc.collection, q, { limits: svc.limits });
    if (key) {
      ctx.project.state.cachePlan(key, {
        schema: ctx.schema,
        permissions: ctx.access.permissions,
        q,
        plan,
      });
    }
  }
  const result = await executeRead(
    svc.knex,
    ctx.schema,
    plan,
    extra,
    false,
    await fileDataFor(svc, plan.selection),
    svc.limits,
  ).catch((e) => {
    throw dbError(e);
  });
  const { behaviour } = svc;
  const data = behaviour.afterRead ? await behaviour.afterRead(result.data, svc) : result.data;
  if (q.single && data.length === 0) throw errors.itemNotFound();
  return { data, meta: result.meta, warnings: plan.warnings, etags: new Map() };
}

/**
 * The computer of file objects' `data` (api.md §5.6) when some level of the selection holds
 * `directus_files` rows asked with `*` or `data`; the settings are read once per request.
 */
async function fileDataFor(svc: ItemsCore, sel: Selection): Promise<((row: Row) => unknown) | undefined> {
  const wants = (s: Selection): boolean =>
    Boolean(s.fileData) || s.out.some((o) => (o.kind === 'm2o' || o.kind === 'o2m') && wants(o.sel));
  if (!wants(sel)) return undefined;
  const settings = await readSettings(svc.knex);
  const { project } = svc.ctx;
  const base = svc.ctx.baseUrl ?? '';
  return (row) => fileData(project, row as unknown as FileDataRow, base, settings);
}

/** Reads items by key in key order; `filter`, `q`, `status` and paging are ignored (api.md §4). */
export async function readByKeys(
  svc: ItemsCore,
  keys: unknown[],
  query: Query | Record<string, unknown>,
  options: { etags?: boolean; extra?: FilterNode[] } = {},
): Promise<ReadOutput> {
  const q = toQuery(query);
  const cast = keys.map((k) => svc.castKey(k)).filter((k): k is string | number => k !== null);
  const plan = authorizeRead(
    svc.ctx.access,
    svc.collection,
    { ...q, limit: -1, offset: null, page: null, single: false },
    {
      byId: true,
      allColumns: options.etags,
      limits: svc.limits,
    },
  );
  plan.single = keys.length === 1;
  if (cast.length === 0) return { data: [], meta: {}, warnings: plan.warnings, etags: new Map() };
  const fileData = await fileDataFor(svc, plan.selection);
  const written = options.extra?.length || plan.restrictions.length ? null : writtenRows(svc, cast);
  const result = written
    ? {
        raw: written,
        data: await hydrate({ ...sqlContext(svc.knex, svc.ctx.schema), fileData }, plan.selection, written),
      }
    : await executeRead(
        svc.knex,
        svc.ctx.schema,
        plan,
        [svc.keyFilter(cast), ...(options.extra ?? [])],
        true,
        fileData,
        svc.limits,
        cast.length,
      ).catch((e) => {
        throw dbError(e);
      });
  const pk = svc.collection.primaryKey;
  const order = new Map(cast.map((k, i) => [String(k), i]));
  const idx = result.raw
    .map((r, i) => i)
    .sort((a, b) => order.get(String(result.raw[a]![pk]))! - order.get(String(result.raw[b]![pk]))!);
  let data = idx.map((i) => result.data[i]!);
  const etags = new Map<string, string>();
  const access = svc.ctx.access.read(svc.collection);
  if (options.etags)
    for (const i of idx)
      etags.set(String(result.raw[i]![pk]), etagOf(svc.collection, result.raw[i]!, access));
  const { behaviour } = svc;
  if (behaviour.afterRead) data = await behaviour.afterRead(data, svc);
  const meta: Record<string, unknown> = {};
  if (q.meta.has('collection')) meta.collection = svc.collection.collection;
  if (q.meta.has('type')) meta.type = keys.length === 1 ? 'item' : 'collection';
  return { data, meta, warnings: plan.warnings, etags };
}

/**
 * The rows this request wrote under these keys, as the database returned them, when every key
 * has one: the answer to a write is built from them instead of reading them again. Not for
 * system collections, whose behaviour may change a row after it was written.
 */
function writtenRows(svc: ItemsCore, keys: (string | number)[]): Row[] | null {
  const written = svc.ctx.written;
  if (!written || svc.collection.system) return null;
  const rows: Row[] = [];
  for (const k of new Set(keys.map(String))) {
    const row = written.get(`${svc.collection.collection}\u0000${k}`);
    if (!row) return null;
    rows.push(row);
  }
  return rows;
}

/** How many of these keys exist at all, whatever the caller may read. */
export async function countExisting(svc: ItemsCore, keys: unknown[]): Promise<number> {
  const cast = keys.map((k) => svc.castKey(k)).filter((k): k is string | number => k !== null);
  if (!cast.length) return 0;
  const r = (await svc
    .knex(svc.collection.collection)
    .whereIn(svc.collection.primaryKey, cast)
    .count({ c: '*' })
    .first()) as { c: unknown } | undefined;
  return Number(r?.c ?? 0);
}
