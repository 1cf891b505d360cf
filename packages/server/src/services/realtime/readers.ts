import { SYSTEM_PREFIX } from '@atrium/sdk';
import { errors } from '../../errors';
import type { FilterNode } from '../../query/ast';
import { SYSTEM_COLLECTION } from '../../schema/system-collections';
import type { ServiceContext } from '../items/context';
import type { ItemsService } from '../items/service';
import { readableItemsRestriction } from '../revisions/readable-items';
import { serviceFor } from '../system';

/**
 * System collections a role other than admin may subscribe to: those whose REST reads are the
 * items service's read plus, for activity and revisions, the restriction to readable items below.
 * The others (collections, fields, relations, sessions, …) are read through services of their
 * own over REST; only admins, who read them whole, subscribe to them.
 */
const SUBSCRIBABLE_SYSTEM = new Set<string>([
  SYSTEM_COLLECTION.activity,
  SYSTEM_COLLECTION.revisions,
  SYSTEM_COLLECTION.files,
  SYSTEM_COLLECTION.folders,
  SYSTEM_COLLECTION.users,
  SYSTEM_COLLECTION.roles,
]);

/**
 * How realtime reads a collection for a subscriber, exactly as the REST read of the same user: the
 * collection's service and the restrictions its REST endpoint adds — activity and revisions only
 * of items the user may read (`/activity`, `/revisions`), revisions only where the user reads whole
 * rows. Throws (forbidden) for a system collection a non-admin may not subscribe to.
 */
export function realtimeReader(
  collection: string,
  ctx: ServiceContext,
): { svc: ItemsService; restriction: FilterNode[] } {
  const a = ctx.accountability;
  if (!a.admin && collection.startsWith(SYSTEM_PREFIX) && !SUBSCRIBABLE_SYSTEM.has(collection))
    throw errors.forbiddenRead();
  const svc = serviceFor(collection, ctx);
  let r: FilterNode | null = null;
  if (collection === SYSTEM_COLLECTION.activity) r = readableItemsRestriction(ctx, false);
  else if (collection === SYSTEM_COLLECTION.revisions) r = readableItemsRestriction(ctx, true);
  return { svc, restriction: r ? [r] : [] };
}
