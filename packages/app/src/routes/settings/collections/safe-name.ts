/**
 * Safe prompt mode (product.md §5): names of new collections and fields are normalised to
 * lowercase words joined by single underscores; other characters are dropped, and so are leading
 * and trailing underscores. Spaces, hyphens and underscores separate words.
 */
import { SYSTEM_PREFIX } from '@atrium/sdk';

export function safeName(input: string): string {
  return input
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[\s\-_]+/)
    .map((word) => word.replace(/[^a-z0-9]/g, ''))
    .filter(Boolean)
    .join('_');
}

export type NameProblem = 'empty' | 'system_prefix' | 'taken';

/**
 * Why a (normalised) collection name cannot be used, or null: it needs a letter or digit, may not
 * start with the system prefix (api.md §5.2), and may not name an existing managed collection.
 */
export function collectionNameProblem(name: string, existing: readonly string[]): NameProblem | null {
  if (!/[a-z0-9]/.test(name)) return 'empty';
  if (name.startsWith(SYSTEM_PREFIX)) return 'system_prefix';
  if (existing.includes(name)) return 'taken';
  return null;
}

/** Why a field name cannot be used in a collection: empty, or already a field there (product.md §5). */
export function fieldNameProblem(name: string, existing: readonly string[]): 'empty' | 'taken' | null {
  if (!/[a-z0-9]/.test(name)) return 'empty';
  if (existing.includes(name)) return 'taken';
  return null;
}

/**
 * The same rules while typing: a separator typed at the end stays as one underscore so the next
 * word can follow; {@link safeName} on blur or submit drops it.
 */
export function safeNameTyping(input: string): string {
  const name = safeName(input);
  return name && /[\s\-_]$/.test(input) ? `${name}_` : name;
}
