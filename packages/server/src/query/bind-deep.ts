import { errors } from '../errors';
import type { CollectionInfo } from '../schema/overview';
import { and, type FilterNode, type RelatedPage } from './ast';
import { resolveFilter, resolveSearch, type FilterScope } from './bind-filter';
import { bindSort } from './bind-sort';
import { hasOptions, type DeepQuery } from './deep';
import type { ReadLimits } from './read-limits';
import type { ReadAccessContext } from './read-access';

/**
 * Step 2d of a read: the `deep` options of a list relation bound to its collection and the
 * caller's read access, exactly as the root's `filter`, `q` and `sort` are: a field the caller may
 * not read cannot filter, search or sort the related rows either.
 */
export function bindRelatedPage(
  ctx: ReadAccessContext,
  target: CollectionInfo,
  deep: DeepQuery | null,
  limits: ReadLimits,
  /** Relations already crossed to reach this level: a filter path below may cross only the rest. */
  depth: number,
  /** `comments.`: the relation's path, for messages. */
  prefix: string,
): RelatedPage | null {
  if (!deep || !hasOptions(deep)) return null;
  const scope: FilterScope = {
    ctx,
    limits: { ...limits, max_relational_depth: Math.max(limits.max_relational_depth - depth, 0) },
    rootRestrictions: [],
  };
  const filter = deep.filter ? resolveFilter(scope, target, deep.filter) : null;
  const search = deep.search ? resolveSearch(scope, target, deep.search) : null;
  const restrictions: FilterNode[] = [];
  const sort = bindSort(ctx, target, deep.sort, restrictions, prefix);
  const limit = deep.limit === -1 ? null : deep.limit;
  let offset = deep.offset ?? 0;
  if (deep.page !== null && deep.offset === null && limit !== null) offset = limit * (deep.page - 1);
  return { filter: and(filter, search, ...scope.rootRestrictions, ...restrictions), sort, limit, offset };
}

/** A `deep` level under an m2o: it may only lead to list relations further down. */
export function assertNoOwnOptions(deep: DeepQuery | null, path: string): void {
  if (deep && hasOptions(deep))
    throw errors.badRequest(
      `"deep[${path}]": _filter, _sort, _limit, _offset, _page and _search apply to lists of related ` +
        `items (one-to-many, many-to-many, translations), not to a single related item`,
    );
}
