import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertSafeKey,
  StorageExistsError,
  StorageNotFoundError,
  type ByteRange,
  type PutOptions,
  type StorageDriver,
  type StoredObject,
} from './driver';

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Objects as files under one directory. Writes go to a temporary sibling first and are renamed into
 * place, so a crash or a concurrent reader never sees a partial file.
 */
export class LocalDriver implements StorageDriver {
  readonly adapter = 'local';

  constructor(readonly root: string) {}

  private resolve(key: string): string {
    assertSafeKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  private async place(target: string, write: (tmp: string) => Promise<void>): Promise<void> {
    await fsp.mkdir(path.dirname(target), { recursive: true });
    const tmp = `${target}.${crypto.randomBytes(6).toString('hex')}.part`;
    try {
      await write(tmp);
      await fsp.rename(tmp, target);
    } catch (err) {
      await fsp.rm(tmp, { force: true });
      throw err;
    }
  }

  async putFile(key: string, filePath: string, options?: PutOptions): Promise<void> {
    const target = this.resolve(key);
    if (options?.exclusive) return this.createFile(target, key, filePath);
    await this.place(target, async (tmp) => {
      // A rename is enough when the source is on the same file system; else copy the bytes.
      try {
        await fsp.rename(filePath, tmp);
        return;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
      }
      await pipeline(fs.createReadStream(filePath), fs.createWriteStream(tmp));
      await fsp.rm(filePath, { force: true });
    });
  }

  /**
   * Create-only: a hard link appears atomically and fails when the name exists, even if another
   * process on the same directory claimed it a moment ago. The source stays until the link exists.
   */
  private async createFile(target: string, key: string, filePath: string): Promise<void> {
    await fsp.mkdir(path.dirname(target), { recursive: true });
    let source = filePath;
    try {
      await fsp.link(source, target);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'EEXIST') throw new StorageExistsError(key);
      if (code === 'EPERM' || code === 'ENOTSUP' || code === 'EOPNOTSUPP' || code === 'ENOSYS') {
        // No hard links on this file system: check, then rename (a narrow race remains).
        if (await this.stat(key)) throw new StorageExistsError(key);
        return this.putFile(key, filePath);
      }
      if (code !== 'EXDEV') throw err;
      // Another file system: copy next to the target first, then link that copy.
      source = `${target}.${crypto.randomBytes(6).toString('hex')}.part`;
      await pipeline(fs.createReadStream(filePath), fs.createWriteStream(source));
      try {
        await fsp.link(source, target);
      } catch (linkErr) {
        await fsp.rm(source, { force: true });
        if ((linkErr as NodeJS.ErrnoException).code === 'EEXIST') throw new StorageExistsError(key);
        throw linkErr;
      }
      await fsp.rm(source, { force: true });
    }
    await fsp.rm(filePath, { force: true });
  }

  async putBuffer(key: string, data: Buffer): Promise<void> {
    await this.place(this.resolve(key), (tmp) => fsp.writeFile(tmp, data));
  }

  async stat(key: string): Promise<StoredObject | null> {
    try {
      const s = await fsp.stat(this.resolve(key));
      return s.isFile() ? { size: s.size, modified: s.mtime } : null;
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    const file = this.resolve(key);
    let handle: fsp.FileHandle;
    try {
      handle = await fsp.open(file, 'r');
    } catch (err) {
      if (isMissing(err)) throw new StorageNotFoundError(key);
      throw err;
    }
    return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
  }

  async delete(key: string): Promise<void> {
    // Directories left empty stay: removing them could race with a concurrent write into them.
    await fsp.rm(this.resolve(key), { force: true });
  }

  async move(from: string, to: string): Promise<void> {
    const source = this.resolve(from);
    const target = this.resolve(to);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    try {
      await fsp.rename(source, target);
    } catch (err) {
      if (isMissing(err)) throw new StorageNotFoundError(from);
      throw err;
    }
  }

  async *list(prefix = ''): AsyncIterable<string> {
    let entries: fs.Dirent[];
    try {
      entries = await fsp.readdir(this.root, { recursive: true, withFileTypes: true });
    } catch (err) {
      if (isMissing(err)) return;
      throw err;
    }
    for (const entry of entries) {
      if (!entry.isFile() || entry.name.endsWith('.part')) continue;
      const key = path.relative(this.root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
      if (key.startsWith(prefix)) yield key;
    }
  }
}
