/** Collections whose name starts with this prefix are system collections (product.md §3). */
export const SYSTEM_PREFIX = 'directus_';

/** Whether `collection` is a system collection. */
export const isSystemCollection = (collection: string): boolean => collection.startsWith(SYSTEM_PREFIX);
