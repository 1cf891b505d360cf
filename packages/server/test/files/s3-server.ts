import fs from 'node:fs/promises';
// s3rver ships no types; its constructor and run/close are all these tests use.
// @ts-expect-error -- untyped CommonJS module
import S3rver from 's3rver';
import { makeTempDir } from '../support/temp-dirs';

export interface LocalS3 {
  endpoint: string;
  key: string;
  secret: string;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver: the S3 REST API over a local directory) on a random
 * loopback port, with the given buckets created.
 */
export async function startLocalS3(buckets: string[]): Promise<LocalS3> {
  const directory = await makeTempDir('atrium-s3-');
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  const address = (await server.run()) as { address: string; port: number };
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    // s3rver's fixed credentials.
    key: 'S3RVER',
    secret: 'S3RVER',
    close: async () => {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
