import type { Accountability } from '../auth/accountability';
import type { CollectionInfo, FieldInfo, SchemaOverview } from '../schema/overview';
import type { FilterNode } from './ast';

/**
 * What the query language needs to know of the caller's read access (api.md §7.1). The
 * permissions (services/permissions/access.ts) implement it; the query language depends on this
 * description only, never on the services.
 */

export type FieldAccess = { kind: 'all' } | { kind: 'none' } | { kind: 'some'; statuses: string[] };

/** The caller's read access to one collection. */
export interface CollectionReadAccess {
  readonly readable: boolean;
  /** The rows the caller may read at all (null: every row). */
  readonly rowFilter: FilterNode | null;
  /** Throws when the collection may be read by key but not listed. */
  assertListable(): void;
  /** The refusal of a read. */
  denied(): Error;
  field(name: string): FieldAccess;
  /** The rows in which `name` is readable, for a filter, sort or search on it (null: all). */
  restrictionFor(name: string, op?: string): FilterNode | null;
  /** Readable in some rows only. */
  isPartial(name: string): boolean;
  filterable(name: string, op: string): boolean;
  sortable(name: string): boolean;
  searchable(name: string): boolean;
  /** Per-row blacklist, when what is readable differs between rows. */
  rowBlacklist(): ((row: Record<string, unknown>) => Set<string> | null) | null;
}

/** The caller's read access to every collection of the schema. */
export interface ReadAccessContext {
  readonly schema: SchemaOverview;
  readonly accountability: Accountability;
  read(collection: CollectionInfo): CollectionReadAccess;
}

/** The collection a relational field leads to, when the schema has it. */
export function relationTarget(ctx: ReadAccessContext, f: FieldInfo): CollectionInfo | null {
  const name = f.m2o?.collection ?? f.o2m?.collection;
  return name ? (ctx.schema.collections.get(name) ?? null) : null;
}
