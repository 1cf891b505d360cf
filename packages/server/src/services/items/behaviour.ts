import type { CollectionInfo } from '../../schema/overview';
import type { ActivityAction } from '../activity/record';
import type { WriteRules } from '../permissions/authorize-write';
import type { ServiceContext } from './context';
import type { RowRules } from './payload';

type Row = Record<string, unknown>;

/** What a collection's behaviour sees of the items service writing it. */
export interface ItemsHandle {
  readonly collection: CollectionInfo;
  readonly ctx: ServiceContext;
  /** A key from the URL cast to the primary key's type; null when it cannot be a key. */
  castKey(key: unknown): string | number | null;
}

/**
 * What one collection does beyond the generic items service, declared with the collection (the
 * system collections' entries are in `services/system/index.ts`; user collections have none).
 * A write runs, always in this order: `normalise` (no side effects), the one write decision
 * (`authorizeWrite`, with `rules`), `beforeWrite` (validation and side effects: only for writes
 * the caller may do), the write itself, `afterWrite`.
 */
export interface CollectionBehaviour {
  /**
   * Normalises a payload before the write decision sees it (defaults, trimming, masks read back):
   * reads at most, never writes, and refuses nothing the decision would refuse.
   */
  normalise?(action: 'create' | 'update', payload: Row, svc: ItemsHandle, key?: unknown): Promise<Row> | Row;
  /** The collection's part of the write decision (`authorizeWrite`). */
  rules?: WriteRules;
  /** How the stored row is filled in and validated (`prepareRow`). */
  row?: RowRules;
  /**
   * Runs once the write is authorised, before it is stored, inside the transaction: validation,
   * side effects. May change the values of the payload's fields; fields it adds are not decided.
   * `current`: the stored row of an update.
   */
  beforeWrite?(
    action: 'create' | 'update',
    payload: Row,
    svc: ItemsHandle,
    current?: Row,
  ): Promise<Row> | Row;
  /** Runs after a create/update/delete of one item, inside the transaction. */
  afterWrite?(action: 'create' | 'update' | 'delete', key: unknown, svc: ItemsHandle): Promise<void> | void;
  /** Adjusts output rows (e.g. the private columns of other users' accounts). */
  afterRead?(rows: Row[], svc: ItemsHandle): Promise<Row[]> | Row[];
  /** The activity action of a create (files: `upload`). */
  createAction?: ActivityAction;
}

/** A collection's behaviour, by name: the collection table's lookup, handed to every items service. */
export type BehaviourOf = (collection: string) => CollectionBehaviour;

/** A user collection's behaviour: the generic service alone. */
export const PLAIN_COLLECTION: CollectionBehaviour = Object.freeze({});
