import type { Knex } from 'knex';
import { errors } from '../../errors';
import type { CollectionInfo } from '../../schema/overview';
import type { FilterNode } from '../../query/ast';
import { DEFAULT_READ_LIMITS, type ReadLimits } from '../../query/read-limits';
import { isIntegerColumn } from '../../query/values';
import { hasReusableTransactions, reusableTransaction } from '../../database/reusable-transaction';
import type { ActivityAction } from '../activity/record';
import type { BehaviourOf, CollectionBehaviour } from './behaviour';
import type { ServiceContext } from './context';
import { dispatchWrites, type WriteEvent } from './write-events';

/** The item a nested write belongs to (its activity row is the parent of the nested ones). */
export interface ParentRef {
  collection: string;
  item: unknown;
  changed: boolean;
}

export interface CreateOptions {
  parent?: ParentRef | null;
  pendingParents?: number[];
}

export interface UpdateOptions extends CreateOptions {
  ifMatch?: string;
  action?: ActivityAction;
  /** The only write of a transaction this service opened: nothing follows it. */
  alone?: boolean;
}

/** What the write steps ask of a service for another collection (nested relational writes). */
export interface ItemWriter {
  readonly collection: CollectionInfo;
  createOne(input: unknown, opts?: CreateOptions): Promise<unknown>;
  updateOne(key: unknown, input: unknown, opts?: UpdateOptions): Promise<unknown>;
  deleteOne(key: unknown): Promise<void>;
}

/**
 * The state every step of the items service shares (read.ts, create.ts, update.ts, delete.ts,
 * relations.ts take it): the collection, its behaviour, the context, and the transaction.
 * `ItemsService` (service.ts) is the one concrete kind.
 */
export abstract class ItemsCore implements ItemWriter {
  readonly collection: CollectionInfo;
  /** What this collection does beyond the generic service (its entry of the collection table). */
  readonly behaviour: CollectionBehaviour;

  constructor(
    collection: string,
    readonly ctx: ServiceContext,
    protected readonly behaviours: BehaviourOf,
  ) {
    const c = ctx.schema.collections.get(collection);
    if (!c) throw errors.collectionNotFound(collection);
    this.collection = c;
    this.behaviour = behaviours(collection);
  }

  /** A service of the same kind for `collection` in `ctx`. */
  protected abstract spawn(collection: string, ctx: ServiceContext): this;

  abstract createOne(input: unknown, opts?: CreateOptions): Promise<unknown>;
  abstract updateOne(key: unknown, input: unknown, opts?: UpdateOptions): Promise<unknown>;
  abstract deleteOne(key: unknown): Promise<void>;

  get knex(): Knex {
    return this.ctx.knex;
  }

  /** The project's bounds on one read (docs/configuration.md, read_limits). */
  get limits(): ReadLimits {
    return this.ctx.project.config.read_limits ?? DEFAULT_READ_LIMITS;
  }

  /** The service of a related collection, for a nested write (its own activity has no comment). */
  for(collection: string): ItemWriter {
    return this.spawn(collection, { ...this.ctx, comment: null });
  }

  /** Cast a key from the URL to the PK's type; null when it cannot be a key at all. */
  castKey(key: unknown): string | number | null {
    const f = this.collection.fields.get(this.collection.primaryKey)!;
    if (key === null || key === undefined || key === '') return null;
    if (isIntegerColumn(f)) {
      const s = String(key);
      if (!/^-?\d+$/.test(s)) return null;
      return Number(s);
    }
    if (typeof key === 'object') return null;
    return String(key);
  }

  keyFilter(keys: (string | number)[]): FilterNode {
    const pk = this.collection.fields.get(this.collection.primaryKey)!;
    return { kind: 'cond', hops: [], field: pk, op: 'in', value: keys };
  }

  /** Runs `fn` inside the request's transaction (one per request, api.md §5). */
  async transaction<T>(fn: (svc: this) => Promise<T>): Promise<T> {
    if (this.knex.isTransaction) return fn(this);
    const events: WriteEvent[] = [];
    const run = (trx: Knex) =>
      fn(this.spawn(this.collection.collection, { ...this.ctx, knex: trx, pendingWrites: events }));
    // One reusable transactor per connection instead of a new Knex instance per write.
    const result = hasReusableTransactions(this.knex)
      ? await reusableTransaction(this.knex, run)
      : await this.knex.transaction(run);
    dispatchWrites(this.ctx, events);
    return result;
  }

  /** Queues a write for the observers until the transaction commits (at once outside one). */
  emit(event: WriteEvent): void {
    if (this.ctx.pendingWrites && this.knex.isTransaction) this.ctx.pendingWrites.push(event);
    else dispatchWrites(this.ctx, [event]);
  }

  /** Keeps the row this request wrote under `key` (null: deleted), for the answer and its ETag. */
  remember(key: unknown, row: Row | null): void {
    const id = `${this.collection.collection}\u0000${String(key)}`;
    if (row) this.ctx.written?.set(id, row);
    else this.ctx.written?.delete(id);
  }
}

type Row = Record<string, unknown>;
