/** One row of `directus_fields` as seeded by a fresh install (api.md §6.3). */
export interface SystemFieldRow {
  collection: string;
  field: string;
  type: string;
  interface: string;
  options: string | null;
  locked: 0 | 1;
  validation: string | null;
  required: 0 | 1;
  readonly: 0 | 1;
  hidden_detail: 0 | 1;
  hidden_browse: 0 | 1;
  sort: number | null;
  width: string;
  note: string | null;
}

type Flags = Partial<Omit<SystemFieldRow, 'collection' | 'field' | 'type' | 'interface'>>;

export function row(
  collection: string,
  field: string,
  type: string,
  iface: string,
  flags: Flags = {},
): SystemFieldRow {
  return {
    options: null,
    locked: 0,
    validation: null,
    required: 0,
    readonly: 0,
    hidden_detail: 0,
    hidden_browse: 0,
    sort: null,
    width: 'full',
    note: null,
    ...flags,
    collection,
    field,
    type,
    interface: iface,
  };
}
