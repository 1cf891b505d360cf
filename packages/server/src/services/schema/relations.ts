import { errors } from '../../errors';
import type { ServiceContext } from '../items/context';
import { ItemsService } from '../items/service';
import { serviceFor } from '../system';
import type { Publish } from './collections';

type Row = Record<string, unknown>;

/** Relations may not point at these (api.md §5.4). */
const FORBIDDEN_ONE = new Set([
  'directus_activity',
  'directus_collections',
  'directus_fields',
  'directus_relations',
]);

/**
 * `/relations` (api.md §5.4): item-like CRUD on `directus_relations`, checked against the schema,
 * and every change refreshes the schema of every server process.
 */
export class RelationsService {
  readonly items: ItemsService;

  constructor(
    private readonly ctx: ServiceContext,
    private readonly publish: Publish,
  ) {
    this.items = serviceFor('directus_relations', ctx);
  }

  private check(payload: unknown, partial: boolean): void {
    if (!payload || typeof payload !== 'object' || Array.isArray(payload)) throw errors.emptyPayload();
    const p = payload as Row;
    const collections = this.ctx.schema.collections;
    if (!partial) {
      for (const key of ['collection_many', 'field_many']) {
        if (typeof p[key] !== 'string' || p[key] === '') {
          throw errors.invalidPayload(`${key}: This value should not be blank.`);
        }
      }
    }
    if (typeof p.collection_one === 'string' && FORBIDDEN_ONE.has(p.collection_one)) {
      throw errors.systemCollection(`Relations to "${p.collection_one}" are not allowed`);
    }
    for (const key of ['collection_many', 'collection_one']) {
      const v = p[key];
      if (typeof v === 'string' && v !== '' && !collections.has(v)) throw errors.collectionNotFound(v);
    }
  }

  async create(payloads: unknown[]): Promise<unknown[]> {
    for (const p of payloads) this.check(p, false);
    const keys = await this.items.createMany(payloads);
    await this.publish();
    return keys;
  }

  async update(keys: unknown[], payload: unknown): Promise<unknown[]> {
    this.check(payload, true);
    const out = await this.items.updateMany(keys, payload);
    await this.publish();
    return out;
  }

  async updateBatch(payloads: unknown[]): Promise<unknown[]> {
    for (const p of payloads) this.check(p, true);
    const out = await this.items.updateBatch(payloads);
    await this.publish();
    return out;
  }

  async delete(keys: unknown[]): Promise<void> {
    await this.items.deleteMany(keys);
    await this.publish();
  }
}
