/** A status field's `options.status_mapping` (api.md §7.2, product.md §3 Status mapping entry). */

/** One entry of a status mapping, keyed by the stored value. */
export interface StatusMappingEntry {
  name: string;
  value?: string;
  text_color?: string;
  background_color?: string;
  browse_subdued?: boolean;
  browse_badge?: boolean;
  soft_delete?: boolean;
  published?: boolean;
  required_fields?: boolean;
}

export type StatusMapping = Record<string, StatusMappingEntry>;

/** The status interface's default mapping (app-catalogue §1 "status"; colours are palette tokens). */
export const DEFAULT_STATUS_MAPPING: StatusMapping = {
  published: {
    name: 'Published',
    value: 'published',
    text_color: 'blue-100',
    background_color: 'blue',
    browse_subdued: false,
    browse_badge: true,
    soft_delete: false,
    published: true,
    required_fields: true,
  },
  draft: {
    name: 'Draft',
    value: 'draft',
    text_color: 'blue-grey-100',
    background_color: 'blue-grey',
    browse_subdued: true,
    browse_badge: true,
    soft_delete: false,
    published: false,
    required_fields: false,
  },
  deleted: {
    name: 'Deleted',
    value: 'deleted',
    text_color: 'red-100',
    background_color: 'red',
    browse_subdued: true,
    browse_badge: true,
    soft_delete: true,
    published: false,
    required_fields: false,
  },
};
