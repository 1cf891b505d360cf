import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Client, HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { installProject, startTestServer, type TestServer } from '../support/server';
import { png } from './fixtures';
import { auth, call, download, md5, TOKEN, uploadForm } from './helpers';
import { startLocalS3, type LocalS3 } from './s3-server';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const BUCKET = 'atrium-project-files';

describe('a project whose files live in S3-compatible storage', () => {
  let s3: LocalS3;
  let server: TestServer;
  let client: S3Client;

  const keysUnder = async (prefix: string) => {
    const out = await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }));
    return (out.Contents ?? []).map((c) => c.Key!).sort();
  };

  beforeAll(async () => {
    s3 = await startLocalS3([BUCKET]);
    client = new S3Client({
      endpoint: s3.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: s3.key, secretAccessKey: s3.secret },
    });
    server = await startTestServer();
    await installProject(server, { name: 'sqlite', installFields: () => ({}) }, '_', {
      user_token: TOKEN,
      storage: {
        adapter: 's3',
        bucket: BUCKET,
        endpoint: s3.endpoint,
        key: s3.key,
        secret: s3.secret,
        root: 'media/originals',
        thumb_root: 'media/thumbs',
        root_url: `${s3.endpoint}/${BUCKET}/media/originals`,
      },
    });
  });
  afterAll(async () => {
    client?.destroy();
    await server?.close();
    await s3?.close();
  });

  it('uploads into the bucket, serves originals and thumbnails from it, and deletes from it', async () => {
    const image = await png(400, 200);
    const up = await uploadForm(server, '_', [{ name: 'wide.png', data: image }]);
    expect(up.status).toBe(200);
    const file = up.body.data;
    expect(file).toMatchObject({ storage: 's3', width: 400, height: 200, checksum: md5(image) });
    expect(file.data.full_url).toBe(`${s3.endpoint}/${BUCKET}/media/originals/${file.filename_disk}`);
    const head = await client.send(
      new HeadObjectCommand({ Bucket: BUCKET, Key: `media/originals/${file.filename_disk}` }),
    );
    expect(Number(head.ContentLength)).toBe(image.length);
    expect(head.ContentType).toBe('image/png');

    const original = await download(server, file.data.asset_url);
    expect(original.bytes.equals(image)).toBe(true);
    const range = await download(server, file.data.asset_url, { range: 'bytes=0-7' });
    expect(range.status).toBe(206);
    expect(range.bytes.equals(image.subarray(0, 8))).toBe(true);

    const thumb = await download(server, `${file.data.asset_url}?key=directus-medium-contain`);
    const meta = await sharp(thumb.bytes).metadata();
    expect([meta.width, meta.height]).toEqual([300, 150]);
    expect(await keysUnder('media/thumbs/')).toEqual([
      `media/thumbs/w300,h300,fcontain,q80/${file.filename_disk}`,
    ]);

    const del = await server.request(`/_/files/${file.id}`, { method: 'DELETE', headers: auth });
    expect(del.status).toBe(204);
    expect(await keysUnder('media/')).toEqual([]);
    expect((await call(server, file.data.asset_url)).status).toBe(404);
  });
});
