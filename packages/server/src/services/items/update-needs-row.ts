import type { CollectionInfo } from '../../schema/overview';
import type { ServiceContext } from './context';
import { isPlainObject } from './payload';

type Row = Record<string, unknown>;

/** What `updateNeedsRow` looks at, besides the service context. */
export interface UpdateFacts {
  collection: CollectionInfo;
  payload: Row;
  /** The collection's behaviour acts on writes (system collections). */
  hooks: boolean;
  /** `If-Match` was sent. */
  ifMatch: boolean;
  /** The update is nested in another write, or is an activity of its own (revert). */
  nested: boolean;
}

/**
 * Whether an update must read the stored row before it writes (a read that costs a round trip and
 * locks the row): for the caller's permissions (anyone but an administrator: levels, owners,
 * row filters), for user accounts (their rules), for a status field (the soft-delete rule,
 * required fields by status), for `If-Match`, for hooks and for relational payloads. Otherwise
 * the UPDATE … RETURNING itself tells whether the item exists and gives the row.
 */
export function updateNeedsRow(ctx: ServiceContext, facts: UpdateFacts): boolean {
  const c = facts.collection;
  if (!ctx.accountability.admin || c.system) return true;
  if (facts.hooks || facts.ifMatch || facts.nested || c.statusField) return true;
  if (ctx.access.read(c).rowFilter) return true;
  for (const [name, value] of Object.entries(facts.payload)) {
    if (name === '$delete') return true;
    const f = c.fields.get(name);
    if (!f || f.alias || f.o2m || (f.m2o && isPlainObject(value))) return true;
  }
  return false;
}

/**
 * A failure of an update that did not read its row first: once its transaction has ended, the
 * caller asks whether the item exists, as a missing item answers 404 before any other error.
 */
export class UnreadRowError extends Error {
  constructor(
    readonly original: unknown,
    readonly key: unknown,
  ) {
    super('An update of an unread row failed');
  }
}
