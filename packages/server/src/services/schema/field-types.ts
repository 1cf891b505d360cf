/** A collection may hold at most one field of each of these types (api.md §5.2). */
export const ONE_PER_COLLECTION = [
  'owner',
  'user_updated',
  'status',
  'sort',
  'lang',
  'datetime_created',
  'datetime_updated',
] as const;

export const FIELD_WIDTHS = ['half', 'half-left', 'half-right', 'half-space', 'full', 'fill'] as const;
