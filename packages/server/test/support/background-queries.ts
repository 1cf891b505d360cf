/**
 * Statements a server process runs on a project's pool besides the request under test: the cache
 * version polling, the scheduled-publication poll and its trash sweep, the realtime relay's listener check and the
 * table checks behind them. Tests that count a request's statements leave these out.
 */
const BACKGROUND = [
  'directus_cache_versions',
  'directus_schedules',
  'directus_realtime_',
  'directus_trash',
  'information_schema.tables',
  'sqlite_master',
];

export function isBackgroundQuery(sql: string): boolean {
  return BACKGROUND.some((part) => sql.includes(part));
}
