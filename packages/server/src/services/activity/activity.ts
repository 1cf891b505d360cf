import { errors } from '../../errors';
import { nowUtc } from '../../database/datetime';
import type { ServiceContext } from '../items/context';
import { ItemsService, type ReadOutput } from '../items/service';
import { serviceFor } from '../system';
import { assertWrite } from '../permissions/authorize-write';
import { readableItemsRestriction } from '../revisions/readable-items';
import { announce } from '../realtime/announce';
import { insertReturningId } from './record';

type Row = Record<string, unknown>;

/**
 * `directus_activity` for clients (api.md §5.9): reads limited to items the caller may read, and
 * comments. Comment text is stored exactly as sent; the app escapes it when rendering.
 */
export class ActivityService {
  private readonly items: ItemsService;

  constructor(private readonly ctx: ServiceContext) {
    this.items = serviceFor('directus_activity', ctx);
  }

  private restriction() {
    const r = readableItemsRestriction(this.ctx, false);
    return r ? [r] : [];
  }

  readByQuery(query: Record<string, unknown>): Promise<ReadOutput> {
    return this.items.readByQuery(query, this.restriction());
  }

  readByKeys(keys: string[], query: Record<string, unknown>): Promise<ReadOutput> {
    return this.items.readByKeys(keys, query, { extra: this.restriction() });
  }

  /** The caller's comment level on a collection; null (no row, or NULL): not restricted (§7.1). */
  private commentLevel(collection: string): string | null {
    const c = this.ctx.schema.collections.get(collection);
    const row = c ? this.ctx.access.row(c, null) : null;
    return row?.comment ?? null;
  }

  /** The one write-authorisation step, asked about a comment. */
  private authorizeComment(action: 'create' | 'update' | 'delete', collection: string, own: boolean): void {
    const activity = this.ctx.schema.collections.get('directus_activity')!;
    assertWrite({
      action: action === 'create' ? 'create' : action,
      accountability: this.ctx.accountability,
      collection: activity,
      permission: () => null,
      current: null,
      payload: {},
      comment: {
        action,
        level: this.commentLevel(collection),
        activity: this.ctx.access.row(activity, null),
        own,
      },
    });
  }

  private async activityRow(id: string): Promise<Row> {
    const n = Number(id);
    const row = Number.isInteger(n)
      ? ((await this.ctx.knex('directus_activity').where('id', n).first()) as Row | undefined)
      : undefined;
    if (!row || row.action !== 'comment' || row.comment_deleted_on) throw errors.itemNotFound();
    return row;
  }

  async createComment(body: unknown): Promise<unknown> {
    const b = (body && typeof body === 'object' ? body : {}) as Row;
    const missing = ['collection', 'item', 'comment'].filter(
      (k) => b[k] === undefined || b[k] === null || b[k] === '',
    );
    if (missing.length) {
      throw errors.invalidPayload(missing.map((k) => `${k}: This value should not be blank.`).join(' '));
    }
    if (typeof b.comment !== 'string' || typeof b.collection !== 'string')
      throw errors.invalidFieldValueType();
    const target = serviceFor(b.collection, this.ctx);
    const found = await target.readByKeys([String(b.item)], { fields: target.collection.primaryKey });
    if (found.data.length === 0) throw errors.itemNotFound();
    this.authorizeComment('create', b.collection, true);
    const id = await insertReturningId(this.ctx.knex, 'directus_activity', {
      action: 'comment',
      action_by: this.ctx.actor.user,
      action_on: nowUtc(),
      ip: this.ctx.actor.ip.slice(0, 50),
      user_agent: this.ctx.actor.userAgent.slice(0, 255),
      collection: b.collection,
      item: String(b.item),
      comment: b.comment,
    });
    this.announce('create', id);
    return id;
  }

  async updateComment(id: string, body: unknown): Promise<unknown> {
    const b = (body && typeof body === 'object' ? body : {}) as Row;
    if (typeof b.comment !== 'string' || b.comment === '') {
      throw errors.invalidPayload('comment: This value should not be blank.');
    }
    const row = await this.activityRow(id);
    this.authorizeComment('update', String(row.collection), this.isOwn(row));
    await this.ctx
      .knex('directus_activity')
      .where('id', row.id as number)
      .update({ comment: b.comment, edited_on: nowUtc() });
    this.announce('update', row.id);
    return row.id;
  }

  async deleteComment(id: string): Promise<void> {
    const row = await this.activityRow(id);
    this.authorizeComment('delete', String(row.collection), this.isOwn(row));
    await this.ctx
      .knex('directus_activity')
      .where('id', row.id as number)
      .update({ comment_deleted_on: nowUtc() });
    this.announce('update', row.id);
  }

  /** Realtime subscribers of `directus_activity` hear of the comment (docs/realtime.md). */
  private announce(action: 'create' | 'update', id: unknown): void {
    // Outside a transaction the write is committed now; inside one its owner announces nothing.
    if (this.ctx.knex.isTransaction) return;
    announce(this.ctx, [{ action, collection: 'directus_activity', key: id, data: {} }]);
  }

  /** "Own" is the comment's author, `action_by` ([v8 bug] fixed). */
  private isOwn(row: Row): boolean {
    return String(row.action_by) === String(this.ctx.accountability.user);
  }
}
