import type { Readable } from 'node:stream';

/** What a driver knows about one stored object. */
export interface StoredObject {
  size: number;
  modified: Date;
}

export interface PutOptions {
  contentType?: string;
  /** Only create: fail with StorageExistsError (leaving the source file in place) when the key is taken. */
  exclusive?: boolean;
}

/** Inclusive byte range, as in an HTTP `Range: bytes=start-end` header. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * One place where objects live, addressed by relative keys such as `1f3c….jpg` or
 * `w64,h64,fcrop,q80/1f3c….jpg`. A project has two: originals (`storage.root`) and generated
 * thumbnails (`storage.thumb_root`). Every method is safe to call concurrently; writes become
 * visible all at once (no reader ever sees half an object).
 */
export interface StorageDriver {
  /** The adapter name stored in `directus_files.storage` (`local`, `s3`). */
  readonly adapter: string;
  /** Stores a local file's bytes under `key`, replacing any object there; the local file is consumed (moved or removed). */
  putFile(key: string, filePath: string, options?: PutOptions): Promise<void>;
  putBuffer(key: string, data: Buffer, options?: PutOptions): Promise<void>;
  /** Size and modification time, or null when there is no such object. */
  stat(key: string): Promise<StoredObject | null>;
  /** The object's bytes (or a range of them); throws `StorageNotFoundError` when missing. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** Removes the object; no error when it does not exist. */
  delete(key: string): Promise<void>;
  /** Renames an object; throws `StorageNotFoundError` when `from` is missing. */
  move(from: string, to: string): Promise<void>;
  /** Keys under a prefix (`''` for all), in no particular order. */
  list(prefix?: string): AsyncIterable<string>;
}

export class StorageExistsError extends Error {
  constructor(readonly key: string) {
    super(`An object already exists at "${key}"`);
    this.name = 'StorageExistsError';
  }
}

export class StorageNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`No stored object at "${key}"`);
    this.name = 'StorageNotFoundError';
  }
}

/**
 * Keys are relative, slash-separated paths without empty, `.` or `..` segments, backslashes or
 * control characters, so no key can reach outside a driver's root.
 */
export function assertSafeKey(key: string): void {
  const bad =
    key.length === 0 ||
    key.length > 1024 ||
    key.startsWith('/') ||
    // eslint-disable-next-line no-control-regex
    /[\\\u0000-\u001f\u007f]/.test(key) ||
    key.split('/').some((segment) => segment === '' || segment === '.' || segment === '..');
  if (bad) throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
}

/** A project's storage: its originals and its generated thumbnails (kept on the project, `state.storage`). */
export interface ProjectStorage {
  adapter: string;
  originals: StorageDriver;
  thumbnails: StorageDriver;
}
