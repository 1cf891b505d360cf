import { errors } from '../errors';
import type { CollectionInfo } from '../schema/overview';
import { and, type FilterNode, type ReadPlan, type Warning } from './ast';
import { buildSelection } from './bind-fields';
import { bindSort } from './bind-sort';
import { resolveFilter, resolveSearch, type FilterScope } from './bind-filter';
import type { Query } from './parse';
import type { ReadAccessContext } from './read-access';
import {
  ColumnBudget,
  columnsOf,
  DEFAULT_READ_LIMITS,
  hasRelatedLists,
  type ReadLimits,
} from './read-limits';

/**
 * Step 2 of a read: resolve every name of the query against the schema and check every path
 * (fields, filter, sort, q, meta, relations) against the caller's read access. Nothing the caller
 * may not read can survive into the plan: a forbidden field is an error or is dropped, and a field
 * readable only for some statuses restricts the rows to those statuses.
 */

export interface AuthorizeOptions {
  /** Extra columns fetched at the root (e.g. every column, to compute an ETag). */
  allColumns?: boolean;
  /** Reads by id: `filter`, `q` and `status` are ignored (api.md §4). */
  byId?: boolean;
  /** The project's bounds on a read (query/read-limits.ts). */
  limits?: ReadLimits;
}

export function authorizeRead(
  ctx: ReadAccessContext,
  collection: CollectionInfo,
  query: Query,
  options: AuthorizeOptions = {},
): ReadPlan {
  const access = ctx.read(collection);
  if (!access.readable) throw access.denied();
  access.assertListable();
  const warnings: Warning[] = [];
  const limits = options.limits ?? DEFAULT_READ_LIMITS;
  const budget = new ColumnBudget(limits);
  const selection = buildSelection(
    ctx,
    collection,
    query.fields,
    0,
    warnings,
    query.lang,
    '',
    budget,
    query.deep ?? null,
  );
  if (options.allColumns) {
    for (const name of collection.fieldOrder) {
      const f = collection.fields.get(name)!;
      if (!f.alias && !selection.columns.includes(name)) selection.columns.push(name);
    }
  }

  const scope: FilterScope = { ctx, limits, rootRestrictions: [] };
  let filter: FilterNode | null = null;
  if (!options.byId) {
    const f = query.filter ? resolveFilter(scope, collection, query.filter) : null;
    const s = query.q ? resolveSearch(scope, collection, query.q) : null;
    filter = and(f, s);
  }

  const sort: ReadPlan['sort'] =
    query.sort === 'random' ? 'random' : bindSort(ctx, collection, query.sort, scope.rootRestrictions);

  // Status: the param is intersected with what the caller may read via the row filter.
  const statusRestrictions: FilterNode[] = [];
  const defaultStatus: FilterNode[] = [];
  if (collection.statusField) {
    const sf = collection.fields.get(collection.statusField)!;
    if (collection.softDeleteStatuses.length) {
      defaultStatus.push({
        kind: 'or',
        children: [
          { kind: 'cond', hops: [], field: sf, op: 'nin', value: collection.softDeleteStatuses },
          { kind: 'cond', hops: [], field: sf, op: 'null', value: null },
        ],
      });
    }
    if (!options.byId) {
      if (query.status === null) statusRestrictions.push(...defaultStatus);
      else if (query.status !== '*') {
        // Choosing rows by a status the caller cannot see would reveal it.
        if (access.field(sf.field).kind !== 'all') {
          throw errors.forbiddenFilterField(`Not allowed to filter by "${sf.field}"`);
        }
        statusRestrictions.push({ kind: 'cond', hops: [], field: sf, op: 'in', value: query.status });
      }
    }
  }

  const permission = access.rowFilter ? [access.rowFilter] : [];
  let limit: number | null = query.limit ?? ctx.schema.settings.defaultLimit;
  if (limit === -1) limit = null;
  let offset = limit !== null ? (query.offset ?? 0) : 0;
  if (query.page !== null && query.limit !== null && query.offset === null && limit !== null) {
    offset = limit * (query.page - 1);
  }
  if (query.single) limit = 1;

  return {
    collection,
    selection,
    filter,
    restrictions: [...permission, ...statusRestrictions, ...scope.rootRestrictions],
    countRestrictions: [...permission, ...defaultStatus],
    statusCountRestrictions: permission,
    sort,
    limit,
    offset,
    single: query.single,
    // status_count would reveal a status field the caller cannot read.
    meta:
      collection.statusField && access.field(collection.statusField).kind !== 'all'
        ? new Set([...query.meta].filter((m) => m !== 'status_count'))
        : query.meta,
    hasFilterOrQ: !!filter || query.status !== null,
    warnings,
    columns: columnsOf(selection),
    relatedLists: hasRelatedLists(selection),
  };
}
