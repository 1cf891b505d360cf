import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import {
  assertSafeKey,
  StorageExistsError,
  StorageNotFoundError,
  type ByteRange,
  type PutOptions,
  type StorageDriver,
  type StoredObject,
} from './driver';

export interface S3Settings {
  bucket: string;
  region: string;
  /** S3-compatible services (MinIO, Ceph, R2, ...): their URL; unset for AWS itself. */
  endpoint?: string;
  /** Access key id and secret; unset = the SDK's default chain (environment, instance role). */
  key?: string;
  secret?: string;
  /** Bucket in the path (`endpoint/bucket/key`) rather than the host name; most self-hosted services need it. */
  forcePathStyle: boolean;
  /** Canned ACL (e.g. `public-read`) and Cache-Control set on every object written. */
  acl?: string;
  cacheControl?: string;
}

type Sdk = typeof import('@aws-sdk/client-s3');

let sdkPromise: Promise<Sdk> | null = null;
/** The SDK is large: it is loaded the first time a project actually uses S3. */
const loadSdk = () => (sdkPromise ??= import('@aws-sdk/client-s3'));

const statusOf = (err: unknown) =>
  (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const isMissing = (err: unknown) =>
  statusOf(err) === 404 || ['NoSuchKey', 'NotFound'].includes((err as Error).name);

/**
 * Objects in an S3 bucket under a key prefix (the configured `root` or `thumb_root`). Objects are
 * written with one PutObject of known length, which S3 makes visible atomically.
 */
export class S3Driver implements StorageDriver {
  readonly adapter = 's3';
  private readonly prefix: string;
  private clientPromise: Promise<{ sdk: Sdk; client: S3Client }> | null = null;

  constructor(
    private readonly settings: S3Settings,
    prefix: string,
  ) {
    const trimmed = prefix.replace(/^\/+|\/+$/g, '');
    this.prefix = trimmed ? `${trimmed}/` : '';
  }

  private async connect(): Promise<{ sdk: Sdk; client: S3Client }> {
    this.clientPromise ??= loadSdk().then((sdk) => {
      const s = this.settings;
      const client = new sdk.S3Client({
        region: s.region,
        endpoint: s.endpoint,
        forcePathStyle: s.forcePathStyle,
        credentials: s.key && s.secret ? { accessKeyId: s.key, secretAccessKey: s.secret } : undefined,
        // Checksums only where S3 demands them: many S3-compatible servers do not understand the
        // streaming checksum trailers the SDK would otherwise add to every upload.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      });
      return { sdk, client };
    });
    return this.clientPromise;
  }

  private objectKey(key: string): string {
    assertSafeKey(key);
    return this.prefix + key;
  }

  private putParams(key: string, options?: PutOptions) {
    return {
      Bucket: this.settings.bucket,
      Key: this.objectKey(key),
      ContentType: options?.contentType,
      CacheControl: this.settings.cacheControl,
      ACL: this.settings.acl as never,
    };
  }

  async putFile(key: string, filePath: string, options?: PutOptions): Promise<void> {
    const { sdk, client } = await this.connect();
    const { size } = await fsp.stat(filePath);
    // Services that ignore If-None-Match still refuse a name that is visibly taken.
    if (options?.exclusive && (await this.stat(key))) throw new StorageExistsError(key);
    await client
      .send(
        new sdk.PutObjectCommand({
          ...this.putParams(key, options),
          Body: fs.createReadStream(filePath),
          ContentLength: size,
          // Conditional create (S3 and most compatible services honour it; others overwrite).
          IfNoneMatch: options?.exclusive ? '*' : undefined,
        }),
      )
      .catch((err: unknown) => {
        if (options?.exclusive && statusOf(err) === 412) throw new StorageExistsError(key);
        throw err;
      });
    await fsp.rm(filePath, { force: true });
  }

  async putBuffer(key: string, data: Buffer, options?: PutOptions): Promise<void> {
    const { sdk, client } = await this.connect();
    await client.send(new sdk.PutObjectCommand({ ...this.putParams(key, options), Body: data }));
  }

  async stat(key: string): Promise<StoredObject | null> {
    const { sdk, client } = await this.connect();
    try {
      const head = await client.send(
        new sdk.HeadObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }),
      );
      return { size: Number(head.ContentLength ?? 0), modified: head.LastModified ?? new Date(0) };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    const { sdk, client } = await this.connect();
    try {
      const out = await client.send(
        new sdk.GetObjectCommand({
          Bucket: this.settings.bucket,
          Key: this.objectKey(key),
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      const body = out.Body;
      if (body instanceof Readable) return body;
      if (!body) return Readable.from([]);
      return Readable.fromWeb(
        (body as { transformToWebStream(): ReadableStream }).transformToWebStream() as never,
      );
    } catch (err) {
      if (isMissing(err)) throw new StorageNotFoundError(key);
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    const { sdk, client } = await this.connect();
    try {
      await client.send(
        new sdk.DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }),
      );
    } catch (err) {
      if (!isMissing(err)) throw err;
    }
  }

  async move(from: string, to: string): Promise<void> {
    const { sdk, client } = await this.connect();
    const source = this.objectKey(from);
    try {
      await client.send(
        new sdk.CopyObjectCommand({
          Bucket: this.settings.bucket,
          Key: this.objectKey(to),
          CopySource: `${this.settings.bucket}/${source.split('/').map(encodeURIComponent).join('/')}`,
          ACL: this.settings.acl as never,
        }),
      );
    } catch (err) {
      if (isMissing(err)) throw new StorageNotFoundError(from);
      throw err;
    }
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.settings.bucket, Key: source }));
  }

  async *list(prefix = ''): AsyncIterable<string> {
    const { sdk, client } = await this.connect();
    let token: string | undefined;
    do {
      const page = await client.send(
        new sdk.ListObjectsV2Command({
          Bucket: this.settings.bucket,
          Prefix: this.prefix + prefix,
          ContinuationToken: token,
        }),
      );
      for (const item of page.Contents ?? []) {
        if (item.Key) yield item.Key.slice(this.prefix.length);
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }
}
