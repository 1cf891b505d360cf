import { errors } from '../../errors';

/**
 * How far the imports running in this process are, for the app's progress bar: the request names
 * its import with `?progress=<id>` (an id the client chose) and `GET /{p}/utils/import/progress/<id>`
 * answers these counts while it runs. An entry is the caller's own (project, user and id) and is
 * gone when the import ends; one entry an import, so memory stays bounded.
 */

export interface ImportProgress {
  /** Rows read from the file and written (or refused) so far. */
  rows: number;
  created: number;
  updated: number;
  failed: number;
  /** Bytes of the file read so far (the rows run up to one batch behind). */
  bytes: number;
}

const running = new Map<string, ImportProgress>();
const ID = /^[A-Za-z0-9_-]{8,64}$/;

const keyOf = (project: string, user: number, id: string) => `${project}\u0000${user}\u0000${id}`;

/** Starts counting an import under the caller's id; a malformed or busy id is refused (400). */
export function startProgress(
  project: string,
  user: number,
  id: string,
): { progress: ImportProgress; end(): void } {
  if (!ID.test(id)) throw errors.invalidPayload('progress: an id of 8 to 64 letters, digits, "-" or "_"');
  const key = keyOf(project, user, id);
  if (running.has(key)) throw errors.invalidPayload(`progress: an import "${id}" is already running`);
  const progress: ImportProgress = { rows: 0, created: 0, updated: 0, failed: 0, bytes: 0 };
  running.set(key, progress);
  return { progress, end: () => running.delete(key) };
}

/** The counts of the caller's running import, or undefined when there is none (not yet, or over). */
export function readProgress(project: string, user: number, id: string): ImportProgress | undefined {
  return running.get(keyOf(project, user, id));
}
