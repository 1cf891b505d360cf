import fs from 'node:fs/promises';
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';

/** The temporary directories this test file made; removed when the file's tests are done. */
const made = new Set<string>();

/** A fresh directory under the system temp folder, removed after the test file (see cleanup-setup.ts). */
export async function makeTempDir(prefix: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  made.add(dir);
  return dir;
}

/** A temporary file path (not created), removed with its SQLite companions after the test file. */
export function tempFilePath(prefix: string, suffix: string): string {
  const file = path.join(os.tmpdir(), `${prefix}${crypto.randomUUID()}${suffix}`);
  for (const extra of ['', '-wal', '-shm', '-journal']) made.add(file + extra);
  return file;
}

export async function removeTempDirs(): Promise<void> {
  for (const p of made)
    await fs.rm(p, { recursive: true, force: true, maxRetries: 3 }).catch(() => undefined);
  made.clear();
}
