import { ApiError } from '../../errors';
import type { Query } from '../../query/parse';
import type { ServiceContext } from '../items/context';
import { serviceFor } from '../system';

type Row = Record<string, unknown>;

/** Thrown to undo the preview's transaction; never leaves this module. */
class PreviewDone extends Error {}

/**
 * The item as a version sees it, relations included: the version's delta is written by `writer`
 * (the user who saved it) through the items service inside a transaction that is then rolled
 * back, and the item is read, inside it, by `reader` (the caller, with their read permissions) —
 * so nested translations, m2m links and o2m children come out exactly as a promotion would make
 * them. Nothing is kept: no row, no activity, no webhook. When the writer may no longer make
 * that write, the delta's own values are laid over the item as it is (relations as stored).
 */
export async function previewItem(
  reader: ServiceContext,
  writer: ServiceContext | null,
  collection: string,
  item: string | null,
  delta: Row,
  query: Query | Record<string, unknown>,
): Promise<Row | null> {
  const hasDelta = Object.keys(delta).length > 0;
  if (!hasDelta && item !== null) return readOne(reader, collection, item, query);
  if (writer) {
    let out: Row | null = null;
    try {
      await reader.project.knex.transaction(async (trx) => {
        const scratch = { knex: trx, pendingWrites: [], written: new Map(), activitySkip: true };
        const w = serviceFor(collection, { ...writer, ...scratch, comment: null });
        const key = item === null ? await w.createOne(delta) : (await w.updateOne(item, delta), item);
        out = await readOne({ ...reader, knex: trx, written: new Map() }, collection, String(key), query);
        throw new PreviewDone();
      });
    } catch (e) {
      if (e instanceof PreviewDone) return out;
      if (!(e instanceof ApiError) || e.status >= 500) throw e;
    }
  }
  if (item === null) return { ...delta };
  const main = await readOne(reader, collection, item, query);
  return main && { ...main, ...delta };
}

async function readOne(
  ctx: ServiceContext,
  collection: string,
  item: string,
  query: Query | Record<string, unknown>,
): Promise<Row | null> {
  const out = await serviceFor(collection, ctx).readByKeys([item], query);
  return out.data[0] ?? null;
}
