/** First path segments that are not project keys (api.md §1.1), plus the admin app and uploads. */
export const RESERVED_SEGMENTS = new Set([
  'server',
  'interfaces',
  'modules',
  'layouts',
  'types',
  'projects',
  'admin',
  'uploads',
]);
