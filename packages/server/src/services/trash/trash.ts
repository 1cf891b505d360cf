import type { Knex } from 'knex';
import { SYSTEM_PREFIX, type TrashEntry } from '@atrium/sdk';
import { errors } from '../../errors';
import type { CollectionInfo } from '../../schema/overview';
import { recordActivity } from '../activity/record';
import { dbError } from '../items/db-error';
import type { ServiceContext } from '../items/context';
import { anyRowAllows } from '../permissions/permissions';
import { serviceFor } from '../system';
import { retentionCutoff, TRASH_TABLE, type TrashData } from './move';
import { restoreRelated } from './restore-related';

type Row = Record<string, unknown>;

const MAX_LIST = 500;

function parse(raw: unknown): TrashData {
  const v = (typeof raw === 'string' ? JSON.parse(raw) : raw) as TrashData;
  return { row: v?.row ?? {}, related: Array.isArray(v?.related) ? v.related : [] };
}

/**
 * The trash of a collection (docs/content-workflow.md): deleted items listed for who may read the
 * collection (their own deletions only, for a role that reads only some rows), restored with their
 * related rows by who may create in it, or deleted for good by who may delete in it.
 */
export class TrashService {
  constructor(private readonly ctx: ServiceContext) {}

  private collection(name: string): CollectionInfo {
    if (name.startsWith(SYSTEM_PREFIX)) throw errors.systemCollection();
    return serviceFor(name, this.ctx).collection;
  }

  /** The caller's view of the collection's trash: the fields they may read, and whose entries. */
  private scope(c: CollectionInfo): { fields: string[]; ownOnly: boolean } {
    const acc = this.ctx.accountability;
    if (acc.admin) return { fields: c.fieldOrder, ownOnly: false };
    const read = this.ctx.access.read(c);
    if (!read.readable) throw errors.forbiddenRead();
    const fields = c.fieldOrder.filter((f) => !c.fields.get(f)!.alias && read.field(f).kind === 'all');
    return { fields, ownOnly: read.rowFilter !== null };
  }

  private entries(c: CollectionInfo, ownOnly: boolean, knex: Knex = this.ctx.knex) {
    // Entries past the retention are gone at the schedule runner's next poll; until then they are
    // neither listed nor restorable.
    const q = knex(TRASH_TABLE)
      .where('collection', c.collection)
      .where('deleted_on', '>=', retentionCutoff(this.ctx.schema.settings.trashRetentionDays));
    if (ownOnly) q.where('deleted_by', this.ctx.accountability.user);
    return q;
  }

  async list(collection: string, limit = 100, offset = 0): Promise<TrashEntry[]> {
    const c = this.collection(collection);
    const { fields, ownOnly } = this.scope(c);
    const rows = (await this.entries(c, ownOnly)
      .select('*')
      .orderBy([
        { column: 'deleted_on', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(Math.min(Math.max(limit, 1), MAX_LIST))
      .offset(Math.max(offset, 0))) as Row[];
    return rows.map((r) => {
      const data = parse(r.data);
      return {
        id: Number(r.id),
        collection: c.collection,
        item: String(r.item),
        deleted_by: r.deleted_by === null ? null : Number(r.deleted_by),
        deleted_on: String(r.deleted_on),
        related: data.related.length,
        data: Object.fromEntries(fields.filter((f) => f in data.row).map((f) => [f, data.row[f]])),
      };
    });
  }

  private async entry(
    c: CollectionInfo,
    id: string,
    knex: Knex,
  ): Promise<{ id: number; data: TrashData; item: string }> {
    if (!/^\d+$/.test(id)) throw errors.itemNotFound();
    const { ownOnly } = this.scope(c);
    const row = (await this.entries(c, ownOnly, knex).where('id', Number(id)).first()) as Row | undefined;
    if (!row) throw errors.itemNotFound();
    return { id: Number(row.id), data: parse(row.data), item: String(row.item) };
  }

  /**
   * Puts the item back under its own key, and every related row as it was when it was deleted: a
   * missing one is inserted again, one that now points elsewhere is pointed back. One activity
   * row (`create`, with a revision) records the restore. Returns the item's key.
   */
  async restore(collection: string, id: string): Promise<unknown> {
    const c = this.collection(collection);
    const svc = serviceFor(collection, this.ctx);
    await svc.assertWritable('create', null, {});
    return svc.transaction(async (s) => {
      const knex = s.knex;
      const e = await this.entry(c, id, knex);
      const key = e.data.row[c.primaryKey];
      if (
        (await knex(c.collection)
          .where(c.primaryKey, key as Knex.Value)
          .first(c.primaryKey)) !== undefined
      )
        throw errors.duplicateItem('An item with this key exists again: it cannot be restored over it.');
      await knex(c.collection)
        .insert(e.data.row)
        .catch((err) => {
          throw dbError(err);
        });
      await restoreRelated(knex, this.ctx.schema, key, e.data.related);
      if (!this.ctx.activitySkip) {
        await recordActivity(knex, {
          action: 'create',
          collection: c,
          item: key,
          actor: this.ctx.actor,
          comment: 'Restored from the trash',
          data: e.data.row,
          delta: e.data.row,
        });
      }
      await knex(TRASH_TABLE).where('id', e.id).delete();
      s.emit({ action: 'create', collection: c.collection, key, data: e.data.row });
      return key;
    });
  }

  /** Deletes an entry for good: needs delete on the collection. */
  async purge(collection: string, id: string): Promise<void> {
    const c = this.collection(collection);
    if (!this.ctx.accountability.admin) {
      if (!anyRowAllows(this.ctx.access.perms(c.collection), 'delete')) throw errors.forbiddenDelete();
    }
    const e = await this.entry(c, id, this.ctx.knex);
    await this.ctx.knex(TRASH_TABLE).where('id', e.id).delete();
  }
}
