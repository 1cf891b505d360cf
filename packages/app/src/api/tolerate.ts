import { ApiError } from './client';

/**
 * A list the signed-in role may not read (403, or 401/3 for a public role) or that the server
 * does not route (404/1): the related screens and links simply hide (issue 14 item 7).
 */
export function isUnreadable(err: unknown): boolean {
  if (!(err instanceof ApiError) || err.network) return false;
  if (err.status === 403) return true;
  if (err.status === 401 && err.is('Unauthorized')) return true;
  return err.status === 404 && err.is('NotFound');
}

/** Resolves to `fallback` when the list is unreadable; any other failure still rejects. */
export async function orEmpty<T>(promise: Promise<T>, fallback: T): Promise<T> {
  try {
    return await promise;
  } catch (err) {
    if (isUnreadable(err)) return fallback;
    throw err;
  }
}
