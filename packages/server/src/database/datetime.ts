/** 'YYYY-MM-DD HH:MM:SS' in UTC, the storage format of every datetime column (api.md §4.10). */
export function nowUtc(date: Date = new Date()): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}
