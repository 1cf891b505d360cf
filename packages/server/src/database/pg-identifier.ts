/** A PostgreSQL identifier in double quotes, its own double quotes doubled. */
export const pgIdentifier = (name: string): string => `"${name.replace(/"/g, '""')}"`;
