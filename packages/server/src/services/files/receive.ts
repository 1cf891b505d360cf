import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { tempUploadPath } from './temp-files';

/** Bytes kept from the start of a file for content sniffing. */
export const HEAD_BYTES = 4100;

export interface Received {
  /** Temporary file holding the bytes; the caller moves it into storage or removes it. */
  path: string;
  size: number;
  /** MD5, hex (the `checksum` column). */
  checksum: string;
  /** The first HEAD_BYTES bytes. */
  head: Buffer;
}

export interface ReceiveOptions {
  tmpDir: string;
  maxBytes: number;
  /** The error thrown when the stream goes past maxBytes. */
  tooLarge: () => Error;
  /** Called once with the first bytes, as soon as they are in; throwing stops the transfer. */
  checkHead?: (head: Buffer) => void | Promise<void>;
}

/**
 * Streams an upload into a temporary file, never holding more than a chunk in memory: counts and
 * hashes the bytes on the way, stops as soon as the limit is passed or `checkHead` refuses the
 * content, and leaves no file behind when it fails.
 */
export async function receive(source: Readable, options: ReceiveOptions): Promise<Received> {
  await fsp.mkdir(options.tmpDir, { recursive: true });
  const file = tempUploadPath(options.tmpDir);
  const md5 = crypto.createHash('md5');
  const headParts: Buffer[] = [];
  let headLength = 0;
  let headChecked = !options.checkHead;
  let size = 0;

  const checkHead = async () => {
    headChecked = true;
    await options.checkHead?.(Buffer.concat(headParts));
  };
  const meter = new Transform({
    async transform(chunk: Buffer, _enc, done) {
      try {
        size += chunk.length;
        if (size > options.maxBytes) throw options.tooLarge();
        md5.update(chunk);
        if (headLength < HEAD_BYTES) {
          const part = chunk.subarray(0, HEAD_BYTES - headLength);
          headParts.push(Buffer.from(part));
          headLength += part.length;
          if (headLength >= HEAD_BYTES && !headChecked) await checkHead();
        }
        done(null, chunk);
      } catch (err) {
        done(err as Error);
      }
    },
    async flush(done) {
      try {
        if (!headChecked) await checkHead();
        done();
      } catch (err) {
        done(err as Error);
      }
    },
  });

  const out = fs.createWriteStream(file, { flags: 'wx', mode: 0o600 });
  try {
    await pipeline(source, meter, out);
  } catch (err) {
    source.destroy();
    // The file is opened asynchronously: a refusal in the first chunk can come before it exists.
    // Removed before the open completes, it would be created afterwards and stay behind.
    if (!out.closed) await new Promise<void>((resolve) => out.once('close', () => resolve()));
    await fsp.rm(file, { force: true });
    throw err;
  }
  return { path: file, size, checksum: md5.digest('hex'), head: Buffer.concat(headParts) };
}

/** Receives bytes already in memory (a decoded base64 upload) the same way. */
export async function receiveBuffer(data: Buffer, options: ReceiveOptions): Promise<Received> {
  if (data.length > options.maxBytes) throw options.tooLarge();
  return receive(Readable.from([data]), options);
}
