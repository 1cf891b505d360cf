import fs from 'node:fs';
import fsp from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { tempUploadDir, tempUploadPath } from '../files/temp-files';

/**
 * An `atomic` import runs in one transaction; the file is first received whole into a temporary
 * file (the data directory's `tmp/`, swept like stale uploads), so a slow upload never holds the
 * database — on SQLite, every other write of the project would wait for it. Memory stays bounded:
 * the file goes to disk as it arrives.
 */
export async function spooled<T>(
  dataDir: string,
  input: Readable,
  fn: (file: Readable) => Promise<T>,
): Promise<T> {
  const dir = tempUploadDir(dataDir);
  await fsp.mkdir(dir, { recursive: true });
  const file = tempUploadPath(dir);
  try {
    await pipeline(input, fs.createWriteStream(file));
    return await fn(fs.createReadStream(file, { highWaterMark: 64 * 1024 }));
  } finally {
    await fsp.rm(file, { force: true });
  }
}
