import type { ServiceContext } from '../items/context';
import { serviceFor } from '../system';

type Row = Record<string, unknown>;

/** Thrown to undo the preview's transaction; never leaves this module. */
class PreviewDone extends Error {}

/**
 * The item as a revert to `revision` would leave it, related items included
 * (related-revert.ts): the revert runs as the caller inside a transaction that is rolled back,
 * and the item is read inside it with `query`. Nothing is kept.
 */
export async function previewRevert(
  ctx: ServiceContext,
  collection: string,
  key: string,
  revision: string,
  query: Record<string, unknown>,
): Promise<Row | null> {
  let out: Row | null = null;
  try {
    await ctx.project.knex.transaction(async (trx) => {
      const scratch: ServiceContext = {
        ...ctx,
        knex: trx,
        pendingWrites: [],
        written: new Map(),
        activitySkip: true,
      };
      const svc = serviceFor(collection, scratch);
      const k = await svc.revert(key, revision);
      out = (await svc.readByKeys([k], query)).data[0] ?? null;
      throw new PreviewDone();
    });
  } catch (e) {
    if (!(e instanceof PreviewDone)) throw e;
  }
  return out;
}
