import { errors } from '../../errors';
import type { FilterNode } from '../../query/ast';
import type { ServiceContext } from '../items/context';
import { ItemsService, type ReadOutput } from '../items/service';
import { serviceFor } from '../system';
import { readableItemsRestriction } from './readable-items';

/**
 * `directus_revisions` for clients (api.md §5.10, §5.1): only revisions of items the caller may
 * read in collections where no field is hidden from them.
 */
export class RevisionsService {
  private readonly items: ItemsService;

  constructor(private readonly ctx: ServiceContext) {
    this.items = serviceFor('directus_revisions', ctx);
  }

  private restriction(): FilterNode[] {
    const r = readableItemsRestriction(this.ctx, true);
    return r ? [r] : [];
  }

  readByQuery(query: Record<string, unknown>, extra: FilterNode[] = []): Promise<ReadOutput> {
    return this.items.readByQuery(query, [...this.restriction(), ...extra]);
  }

  readByKeys(keys: string[], query: Record<string, unknown>): Promise<ReadOutput> {
    return this.items.readByKeys(keys, query, { extra: this.restriction() });
  }

  private itemFilter(collection: string, item: string): FilterNode {
    const c = this.items.collection;
    return {
      kind: 'and',
      children: [
        { kind: 'cond', hops: [], field: c.fields.get('collection')!, op: 'eq', value: collection },
        { kind: 'cond', hops: [], field: c.fields.get('item')!, op: 'eq', value: item },
      ],
    };
  }

  /** `GET /items/{c}/{id}/revisions[/{offset}]`: the item must exist and be readable. */
  async forItem(
    collection: string,
    id: string,
    query: Record<string, unknown>,
    offset?: string,
  ): Promise<ReadOutput> {
    const target = serviceFor(collection, this.ctx);
    const found = await target.readByKeys([id], { fields: target.collection.primaryKey });
    if (found.data.length === 0) throw errors.itemNotFound();
    const filter = this.itemFilter(collection, String(found.data[0]![target.collection.primaryKey] ?? id));
    if (offset === undefined) return this.readByQuery(query, [filter]);
    if (!/^\d+$/.test(offset)) throw errors.invalidPayload('offset: This value should be of type integer.');
    return this.readByQuery(
      { ...query, sort: 'id', limit: 1, offset, single: 1, filter: undefined, q: undefined },
      [filter],
    );
  }
}
