import crypto from 'node:crypto';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * Temporary upload files (`<data>/tmp/upload-*`) and their sweep at start (issue 24, item 8). A
 * file's name says which process wrote it (host and pid), so a starting process can tell the
 * leftovers of a dead process on its own host (removed at once) from the uploads of processes
 * that are alive or on other hosts sharing the data directory (removed only once untouched for
 * an hour: a live upload writes to its file all the time and lasts as long as its request).
 */

/** Files older than this are leftovers, whoever wrote them. */
export const STALE_UPLOAD_MS = 60 * 60 * 1000;

const HOST = os.hostname().replace(/[^A-Za-z0-9.-]/g, '_');

export const tempUploadDir = (dataDir: string) => path.join(dataDir, 'tmp');

/** `upload-<host>~<pid>~<uuid>`. */
export function tempUploadPath(tmpDir: string): string {
  return path.join(tmpDir, `upload-${HOST}~${process.pid}~${crypto.randomUUID()}`);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether an upload file may be removed: written by a process of this host that is gone (or had
 * this process's pid before it: the sweep runs before this process uploads anything), or
 * untouched for `STALE_UPLOAD_MS`.
 */
function isStale(name: string, mtimeMs: number, now: number): boolean {
  if (now - mtimeMs > STALE_UPLOAD_MS) return true;
  const [host, pid] = name.slice('upload-'.length).split('~');
  if (host !== HOST || pid === undefined || !/^\d+$/.test(pid)) return false;
  const n = Number(pid);
  return n === process.pid || !alive(n);
}

/** Removes stale upload files; returns how many. Called once when the server starts. */
export async function sweepStaleUploads(dataDir: string, now = Date.now()): Promise<number> {
  const dir = tempUploadDir(dataDir);
  const names = await fsp.readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    if (!name.startsWith('upload-')) continue;
    const file = path.join(dir, name);
    const stat = await fsp.stat(file).catch(() => null);
    if (!stat?.isFile() || !isStale(name, stat.mtimeMs, now)) continue;
    await fsp.rm(file, { force: true });
    removed++;
  }
  return removed;
}
