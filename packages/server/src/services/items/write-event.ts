type Row = Record<string, unknown>;

/** One row written through the service (webhooks, api.md §7.7). */
export interface WriteEvent {
  action: 'create' | 'update' | 'delete';
  collection: string;
  key: unknown;
  /** create: the stored row; update: the columns written plus the PK; delete: the deleted row. */
  data: Row;
}
