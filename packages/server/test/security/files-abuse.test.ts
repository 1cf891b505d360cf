import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { png } from '../files/fixtures';
import { call, filesUnder, TOKEN, uploadForm } from '../files/helpers';
import { createRoleWithUser, setPublicPermissions } from '../support/fixtures';
import { installProject, projectKnex, startTestServer, type TestServer } from '../support/server';
import { rawJson, rawRequest } from './raw-http';

const sqlite = { name: 'sqlite' as const, installFields: () => ({}) };
const P = 'vault';

/** Issue 15, defects 4, 7 and 9: uploads, renames and imports are authorised before storage. */
describe('files: authorisation before storage, malformed and oversized multipart', () => {
  let server: TestServer;
  let knex: Knex;
  let originals: string;
  let fileId: number;
  let diskName: string;
  let privateHash: string;
  let writer: { token: string };
  let hits = 0;
  let imageServer: http.Server;
  let imageUrl: string;

  beforeAll(async () => {
    const image = await png(8, 8);
    imageServer = http.createServer((_req, res) => {
      hits += 1;
      res.writeHead(200, { 'content-type': 'image/png' }).end(image);
    });
    await new Promise<void>((r) => imageServer.listen(0, '127.0.0.1', r));
    imageUrl = `http://127.0.0.1:${(imageServer.address() as AddressInfo).port}/picture.png`;

    server = await startTestServer();
    await installProject(server, sqlite, P, {
      user_token: TOKEN,
      outbound: { allow_private: ['127.0.0.1/32'] },
    });
    knex = await projectKnex(server, P);
    originals = path.join(server.dataDir, 'uploads', P, 'originals');
    const up = await uploadForm(server, P, [{ name: 'kept.png', data: image, type: 'image/png' }]);
    expect(up.status).toBe(200);
    fileId = up.body.data.id;
    diskName = up.body.data.filename_disk;
    privateHash = up.body.data.private_hash;
    await setPublicPermissions(knex, [{ collection: 'directus_files', read: 'full' }]);
    writer = await createRoleWithUser(knex, 'Uploaders', [
      {
        collection: 'directus_files',
        create: 'full',
        read: 'full',
        update: 'full',
        write_field_blacklist: 'title,filename_disk',
      },
    ]);
  });
  afterAll(async () => {
    await knex?.destroy();
    await server?.close();
    await new Promise((r) => imageServer?.close(r));
  });

  it('refuses an anonymous rename without moving the stored object (4)', async () => {
    const before = (await filesUnder(originals)).sort();
    // Refused renames in a loop while the asset is being read: no read may miss the object.
    const renames = Array.from({ length: 40 }, (_, i) =>
      call(server, `/${P}/files/${fileId}`, {
        method: 'PATCH',
        json: { filename_disk: `moved-by-anyone-${i}.png` },
        headers: { authorization: '' },
      }),
    );
    const reads = Array.from({ length: 80 }, () =>
      server.request(`/${P}/assets/${privateHash}`).then(async (r) => (await r.arrayBuffer(), r.status)),
    );
    const [renamed, read] = await Promise.all([Promise.all(renames), Promise.all(reads)]);
    expect(new Set(renamed.map((r) => r.status))).toEqual(new Set([403]));
    expect(read.filter((s) => s !== 200)).toEqual([]);
    expect((await filesUnder(originals)).sort()).toEqual(before);
    // A caller who may update files but not this column: refused, nothing moved either.
    const blacklisted = await call(server, `/${P}/files/${fileId}`, {
      method: 'PATCH',
      json: { filename_disk: 'moved-by-writer.png' },
      headers: { authorization: `Bearer ${writer.token}` },
    });
    expect([blacklisted.status, blacklisted.body.error.code]).toEqual([403, 305]);
    expect((await filesUnder(originals)).sort()).toEqual(before);
    expect(before).toContain(diskName);
  });

  it('does not fetch a URL or store an upload whose row would be refused (4)', async () => {
    const before = (await filesUnder(originals)).sort();
    const imported = await call(server, `/${P}/files`, {
      method: 'POST',
      json: { data: imageUrl, title: 'not allowed to title' },
      headers: { authorization: `Bearer ${writer.token}` },
    });
    expect([imported.status, imported.body.error.code]).toEqual([403, 305]);
    expect(hits).toBe(0);
    const uploaded = await uploadForm(
      server,
      P,
      [{ name: 'x.png', data: await png(4, 4), type: 'image/png' }],
      { title: 'not allowed either' },
      { authorization: `Bearer ${writer.token}` },
    );
    expect([uploaded.status, uploaded.body.error.code]).toEqual([403, 305]);
    expect((await filesUnder(originals)).sort()).toEqual(before);
  });

  it('answers malformed multipart with a coded 400, not a 500 (7)', async () => {
    const wrongBody = await rawRequest(
      server.url,
      'POST',
      `/${P}/files`,
      { 'Content-Type': 'multipart/form-data; boundary=xyz', Authorization: `Bearer ${TOKEN}` },
      'this is not a multipart body at all',
    );
    expect([wrongBody.status, rawJson(wrongBody).error.code]).toEqual([400, 13]);
    const noBoundary = await rawRequest(
      server.url,
      'POST',
      `/${P}/files`,
      { 'Content-Type': 'multipart/form-data', Authorization: `Bearer ${TOKEN}` },
      '--abc\r\nContent-Disposition: form-data; name="title"\r\n\r\nx\r\n--abc--\r\n',
    );
    expect([noBoundary.status, rawJson(noBoundary).error.code]).toEqual([400, 13]);
  });

  it('answers a multipart boundary too long for the parser with 400/13, storing nothing (issue 24)', async () => {
    const before = (await filesUnder(originals)).sort();
    const rows = await knex('directus_files').count({ c: '*' });
    for (const length of [253, 300, 5000]) {
      const boundary = 'b'.repeat(length);
      const res = await rawRequest(
        server.url,
        'POST',
        `/${P}/files`,
        { 'Content-Type': `multipart/form-data; boundary=${boundary}`, Authorization: `Bearer ${TOKEN}` },
        `--${boundary}\r\nContent-Disposition: form-data; name="data"; filename="a.txt"\r\n` +
          `Content-Type: text/plain\r\n\r\nhello\r\n--${boundary}--\r\n`,
      );
      const body = rawJson(res);
      expect([res.status, body.error.code], JSON.stringify(body)).toEqual([400, 13]);
      expect(body.error.message).toMatch(/boundary/i);
    }
    // A long boundary the parser takes still uploads.
    const ok = 'c'.repeat(200);
    const accepted = await rawRequest(
      server.url,
      'POST',
      `/${P}/files`,
      { 'Content-Type': `multipart/form-data; boundary="${ok}"`, Authorization: `Bearer ${TOKEN}` },
      `--${ok}\r\nContent-Disposition: form-data; name="data"; filename="b.txt"\r\n` +
        `Content-Type: text/plain\r\n\r\nhello\r\n--${ok}--\r\n`,
    );
    expect(accepted.status).toBe(200);
    expect((await filesUnder(originals)).length).toBe(before.length + 1);
    expect(Number((await knex('directus_files').count({ c: '*' }))[0]!.c)).toBe(Number(rows[0]!.c) + 1);
  });

  it('takes a JSON body sent under a multipart header, as the v8 JS SDK uploadFiles(object) does (7)', async () => {
    const data = `data:image/png;base64,${(await png(6, 6)).toString('base64')}`;
    const res = await rawRequest(
      server.url,
      'POST',
      `/${P}/files`,
      { 'Content-Type': 'multipart/form-data', Authorization: `Bearer ${TOKEN}` },
      JSON.stringify({ data, filename_disk: 'sdk.png', filename_download: 'sdk.png', title: 'From the SDK' }),
    );
    expect(res.status).toBe(200);
    expect(rawJson(res).data).toMatchObject({ title: 'From the SDK', type: 'image/png', width: 6 });
  });

  it('refuses a multipart request with more than one file, storing none (9)', async () => {
    const before = (await filesUnder(originals)).sort();
    const image = await png(4, 4);
    const res = await uploadForm(
      server,
      P,
      Array.from({ length: 3 }, (_, i) => ({ name: `many-${i}.png`, data: image, type: 'image/png' })),
    );
    expect([res.status, res.body.error.code]).toEqual([400, 15]);
    expect((await filesUnder(originals)).sort()).toEqual(before);
    expect(await filesUnder(path.join(server.dataDir, 'tmp'))).toEqual([]);
  });
});
