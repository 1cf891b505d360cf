import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Knex } from 'knex';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbTargets } from '../support/databases';
import {
  installProject,
  projectKnex,
  startTestServer,
  type InstalledProject,
  type TestServer,
} from '../support/server';
import { HTML, jpeg, jpegWithIptc, mp4, png, SVG } from './fixtures';
import { auth, call, download, filesUnder, md5, patchProjectConfig, TOKEN, uploadForm } from './helpers';

const MAX = 256 * 1024;
const targets = await dbTargets();

describe.each(targets)('files and assets on $name', (target) => {
  let server: TestServer;
  let project: InstalledProject;
  let knex: Knex;
  let originals: string;
  let generated: string;
  let tmp: string;
  let photo: Buffer;
  // A loopback media server the project allows explicitly, and an "internal" one it must never reach.
  const secretHits: string[] = [];
  let mediaPort = 0;
  let secretPort = 0;
  const media = http.createServer((req, res) => {
    if (req.url === '/photo.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(photo);
    if (req.url === '/page.html') return res.writeHead(200, { 'content-type': 'text/html' }).end(HTML);
    if (req.url === '/to-internal')
      return res.writeHead(302, { location: `http://10.0.0.7:${secretPort}/x.png` }).end();
    if (req.url === '/to-loopback') {
      return res.writeHead(302, { location: `http://127.0.0.1:${secretPort}/secret.png` }).end();
    }
    if (req.url === '/huge.png')
      return res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(MAX + 10));
    res.writeHead(404).end();
  });
  const secret = http.createServer((req, res) => {
    secretHits.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'image/png' }).end(photo);
  });

  const rowCount = async () => Number((await knex('directus_files').count({ c: '*' }).first())?.c ?? 0);

  async function expectNoResidue(rowsBefore: number, filesBefore: string[]) {
    expect(await rowCount()).toBe(rowsBefore);
    expect((await filesUnder(originals)).sort()).toEqual([...filesBefore].sort());
    expect(await filesUnder(tmp)).toEqual([]);
  }

  beforeAll(async () => {
    photo = await png(640, 480);
    await new Promise<void>((r) => media.listen(0, '127.0.0.1', r));
    await new Promise<void>((r) => secret.listen(0, '127.0.0.1', r));
    mediaPort = (media.address() as AddressInfo).port;
    secretPort = (secret.address() as AddressInfo).port;
    server = await startTestServer();
    project = await installProject(server, target, '_', {
      user_token: TOKEN,
      storage: { max_upload_size: MAX },
    });
    await patchProjectConfig(server, '_', (c) => {
      // No request leaves the machine: embeds get their placeholder preview.
      c.outbound = {
        allow_private: [`127.0.0.1:${mediaPort}`],
        timeout: 5000,
        max_redirects: 3,
        embed_previews: false,
      };
    });
    knex = await projectKnex(server, '_');
    originals = path.join(server.dataDir, 'uploads', '_', 'originals');
    generated = path.join(server.dataDir, 'uploads', '_', 'generated');
    tmp = path.join(server.dataDir, 'tmp');
  });

  afterAll(async () => {
    await knex?.destroy();
    await server?.close();
    await project?.cleanup();
    media.closeAllConnections();
    media.close();
    secret.close();
  });

  it('stores a multipart upload with its metadata and serves it back byte for byte', async () => {
    const { status, body } = await uploadForm(
      server,
      '_',
      [{ name: 'My Red-square_photo.png', data: photo }],
      {
        description: 'A test image',
        tags: 'red,square',
      },
    );
    expect(status).toBe(200);
    const f = body.data;
    expect(f).toMatchObject({
      type: 'image/png',
      filesize: photo.length,
      checksum: md5(photo),
      width: 640,
      height: 480,
      duration: 0,
      uploaded_by: 1,
      storage: 'local',
      filename_download: 'My Red-square_photo.png',
      title: 'My Red Square Photo',
      description: 'A test image',
      tags: ['red', 'square'],
      charset: 'binary',
    });
    expect(f.private_hash).toMatch(/^[0-9a-z]{16}$/);
    expect(f.filename_disk).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(f.uploaded_on).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(f.data.asset_url).toBe(`/_/assets/${f.private_hash}`);
    expect(f.data.url).toBe(`/uploads/_/originals/${f.filename_disk}`);
    expect(f.data.thumbnails.map((t: { key: string }) => t.key)).toEqual([
      'directus-small-crop',
      'directus-small-contain',
      'directus-medium-crop',
      'directus-medium-contain',
      'directus-large-crop',
      'directus-large-contain',
      'thumbnail',
    ]);
    expect(await fs.readFile(path.join(originals, f.filename_disk))).toEqual(photo);
    // `data` comes with `*`, `*.*` and when named; the id needed for it is not forced on the caller.
    const named = await call(server, `/_/files/${f.id}?fields=title,data`);
    expect(Object.keys(named.body.data).sort()).toEqual(['data', 'title']);
    expect(named.body.data.data.asset_url).toBe(f.data.asset_url);
    const deep = await call(server, `/_/files/${f.id}?fields=*.*`);
    expect(deep.body.data).toMatchObject({
      id: f.id,
      uploaded_by: { id: 1 },
      data: { asset_url: f.data.asset_url },
    });
    const plain = await call(server, `/_/files/${f.id}?fields=id,title`);
    expect(plain.body.data).toEqual({ id: f.id, title: 'My Red Square Photo' });

    const res = await download(server, f.data.asset_url);
    expect(res.status).toBe(200);
    expect(res.bytes.equals(photo)).toBe(true);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('etag')).toBeTruthy();
    expect(res.headers.get('cache-control')).toMatch(/public/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-disposition')).toContain('filename="My Red-square_photo.png"');
    expect(Math.abs(Date.parse(res.headers.get('last-modified')!) - Date.now())).toBeLessThan(120_000);
    // data.url: the original under the storage root_url, served by this server too.
    const direct = await download(server, f.data.url);
    expect(direct.status).toBe(200);
    expect(direct.bytes.equals(photo)).toBe(true);
    expect(new URL(f.data.full_url).pathname).toBe(f.data.url);
    expect((await download(server, '/uploads/_/originals/not-a-file.png')).status).toBe(404);
    expect((await download(server, '/uploads/_/originals/..%2F..%2Fprojects%2F_.json')).status).toBe(404);
    // The ETag revalidates: 304 without a body.
    const again = await download(server, f.data.asset_url, { 'if-none-match': res.headers.get('etag')! });
    expect(again.status).toBe(304);

    const activity = await knex('directus_activity')
      .where({ collection: 'directus_files', item: String(f.id) })
      .first();
    expect(activity.action).toBe('upload');
  });

  it('refuses more than one file in one multipart request (api.md §5.5: 400/15)', async () => {
    const a = await png(20, 10);
    const b = Buffer.from('second file\n');
    const { status, body } = await uploadForm(
      server,
      '_',
      [
        { name: 'first.png', data: a },
        { name: 'second.txt', data: b },
      ],
      { location: 'Lisbon' },
    );
    expect([status, body.error.code]).toEqual([400, 15]);
    const json = await call(server, '/_/files', { method: 'POST', json: [{ data: 'AAAA' }] });
    expect([json.status, json.body.error.code]).toEqual([400, 15]);
  });

  it('stores a base64 upload (both file names required) and serves it back byte for byte', async () => {
    const data = `data:image/jpeg;base64,${(await jpeg(120, 80)).toString('base64')}`;
    const missing = await call(server, '/_/files', { method: 'POST', json: { data } });
    expect([missing.status, missing.body.error.code]).toEqual([422, 4]);
    expect(missing.body.error.message).toMatch(/filename_disk.*filename_download/);

    const bytes = await jpeg(120, 80);
    const { status, body } = await call(server, '/_/files', {
      method: 'POST',
      json: {
        data: bytes.toString('base64'),
        filename_disk: 'green.jpg',
        filename_download: 'Green box.jpg',
        title: 'Box',
      },
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      type: 'image/jpeg',
      width: 120,
      height: 80,
      checksum: md5(bytes),
      title: 'Box',
    });
    const res = await download(server, body.data.data.asset_url);
    expect(res.bytes.equals(bytes)).toBe(true);

    const text = Buffer.from('plain words\n');
    const t = await call(server, '/_/files', {
      method: 'POST',
      json: { data: text.toString('base64'), filename_disk: 'notes.txt', filename_download: 'notes.txt' },
    });
    expect(t.body.data).toMatchObject({ type: 'text/plain', charset: 'us-ascii', width: null });
    expect(t.body.data.data.thumbnails).toBeNull();
  });

  it('takes title, description, tags and location from IPTC fields unless the client sends them', async () => {
    const image = await jpegWithIptc({
      title: 'Harbour at dusk',
      caption: 'Fishing boats coming home',
      keywords: ['sea', 'boats'],
      city: 'Porto',
      country: 'Portugal',
    });
    const up = await uploadForm(server, '_', [{ name: 'IMG_0042.jpg', data: image }]);
    expect(up.body.data).toMatchObject({
      title: 'Harbour at dusk',
      description: 'Fishing boats coming home',
      tags: ['sea', 'boats'],
      location: 'Porto, Portugal',
      width: 60,
      height: 40,
    });
    const own = await uploadForm(server, '_', [{ name: 'IMG_0043.jpg', data: image }], {
      title: 'Mine',
      tags: 'x',
    });
    expect(own.body.data).toMatchObject({ title: 'Mine', tags: ['x'], location: 'Porto, Portugal' });
  });

  it('imports from a URL on an allowed loopback server and serves the same bytes', async () => {
    const { status, body } = await call(server, '/_/files', {
      method: 'POST',
      json: { data: `http://127.0.0.1:${mediaPort}/photo.png`, title: 'Imported' },
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      filename_download: 'photo.png',
      type: 'image/png',
      checksum: md5(photo),
      title: 'Imported',
    });
    const res = await download(server, body.data.data.asset_url);
    expect(res.bytes.equals(photo)).toBe(true);

    const html = await call(server, '/_/files', {
      method: 'POST',
      json: { data: `http://127.0.0.1:${mediaPort}/page.html` },
    });
    expect([html.status, html.body.error.code]).toEqual([422, 4]);
  });

  it('stores YouTube and Vimeo links as embeds without needing the network', async () => {
    const yt = await call(server, '/_/files', {
      method: 'POST',
      json: { data: 'https://youtu.be/dQw4w9WgXcQ' },
    });
    expect(yt.status).toBe(200);
    expect(yt.body.data).toMatchObject({ type: 'embed/youtube', embed: 'dQw4w9WgXcQ' });
    expect(yt.body.data.data.embed.html).toContain('https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect(yt.body.data.data.embed.url).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    const preview = await download(server, yt.body.data.data.asset_url);
    expect(preview.headers.get('content-type')).toBe('image/jpeg');
    const vimeo = await call(server, '/_/files', {
      method: 'POST',
      json: { data: 'https://vimeo.com/76979871' },
    });
    expect(vimeo.body.data).toMatchObject({ type: 'embed/vimeo', embed: '76979871' });
  });

  it('generates whitelisted thumbnails with the expected dimensions and caches them', async () => {
    const up = await uploadForm(server, '_', [{ name: 'thumbs.png', data: photo }]);
    const { private_hash: hash, filename_disk: disk } = up.body.data;
    const size = async (query: string) => {
      const res = await download(server, `/_/assets/${hash}?${query}`);
      expect(res.status).toBe(200);
      const meta = await sharp(res.bytes).metadata();
      return { w: meta.width, h: meta.height, format: meta.format, type: res.headers.get('content-type') };
    };
    expect(await size('key=directus-small-crop')).toEqual({ w: 64, h: 64, format: 'png', type: 'image/png' });
    expect(await size('key=directus-medium-crop')).toMatchObject({ w: 300, h: 300 });
    expect(await size('key=directus-medium-contain')).toMatchObject({ w: 300, h: 225 });
    expect(await size('key=directus-large-crop')).toMatchObject({ w: 800, h: 600 });
    expect(await size('key=thumbnail')).toMatchObject({ w: 200, h: 150 });
    expect(await size('w=200&h=200&f=contain&q=80')).toMatchObject({ w: 200, h: 150 });
    expect(await filesUnder(generated)).toContain(path.join('w64,h64,fcrop,q80', disk));

    const unknown = await call(server, `/_/assets/${hash}?key=huge`);
    expect([unknown.status, unknown.body.error]).toEqual([422, { code: 12, message: "Key doesn't exist." }]);
    const off = await call(server, `/_/assets/${hash}?w=1000&h=1000&f=crop&q=80`);
    expect([off.status, off.body.error.code]).toEqual([422, 12]);
    const partial = await call(server, `/_/assets/${hash}?w=200`);
    expect([partial.status, partial.body.error.code]).toEqual([422, 4]);
    const missing = await call(server, '/_/assets/0000000000000000');
    expect([missing.status, missing.body.error.code]).toEqual([404, 203]);
  });

  it('refuses over-size uploads with the documented codes and leaves nothing behind', async () => {
    const rows = await rowCount();
    const files = await filesUnder(originals);
    const big = crypto.randomBytes(MAX + 1);
    const multipart = await uploadForm(server, '_', [{ name: 'big.bin', data: big }]);
    expect([multipart.status, multipart.body.error.code]).toEqual([413, 601]);
    await expectNoResidue(rows, files);

    const b64 = await call(server, '/_/files', {
      method: 'POST',
      json: { data: big.toString('base64'), filename_disk: 'big.bin', filename_download: 'big.bin' },
    });
    expect([b64.status, b64.body.error.code]).toEqual([422, 4]);
    const imported = await call(server, '/_/files', {
      method: 'POST',
      json: { data: `http://127.0.0.1:${mediaPort}/huge.png` },
    });
    expect([imported.status, imported.body.error.code]).toEqual([422, 4]);
    const empty = await uploadForm(server, '_', [{ name: 'empty.txt', data: Buffer.alloc(0) }]);
    expect([empty.status, empty.body.error.code]).toEqual([422, 4]);
    // A batch (refused) whose second file is too large stores neither.
    const batch = await uploadForm(server, '_', [
      { name: 'ok.png', data: photo },
      { name: 'big.bin', data: big },
    ]);
    expect(batch.status).toBe(400);
    await expectNoResidue(rows, files);
  });

  it('refuses types outside the MIME whitelist and HTML disguised as an image, with no residue', async () => {
    const rows = await rowCount();
    const files = await filesUnder(originals);
    await knex('directus_settings')
      .where('key', 'file_mimetype_whitelist')
      .update({ value: 'image/*,application/pdf' });
    try {
      const text = await uploadForm(server, '_', [{ name: 'notes.txt', data: Buffer.from('hello') }]);
      expect([text.status, text.body.error.code]).toEqual([422, 4]);
      expect(text.body.error.message).toContain('text/plain');
      const ok = await uploadForm(server, '_', [{ name: 'fine.png', data: photo }]);
      expect(ok.status).toBe(200);
      await call(server, `/_/files/${ok.body.data.id}`, { method: 'DELETE' });
    } finally {
      await knex('directus_settings').where('key', 'file_mimetype_whitelist').update({ value: '' });
    }
    const disguised = await uploadForm(server, '_', [{ name: 'cat.jpg', data: HTML, type: 'image/jpeg' }]);
    expect([disguised.status, disguised.body.error.code]).toEqual([422, 4]);
    expect(disguised.body.error.message).toContain('text/html');
    const svgAsPng = await call(server, '/_/files', {
      method: 'POST',
      json: { data: SVG.toString('base64'), filename_disk: 'x.png', filename_download: 'x.png' },
    });
    expect([svgAsPng.status, svgAsPng.body.error.code]).toEqual([422, 4]);
    await expectNoResidue(rows, files);
  });

  it('leaves no temporary file behind for uploads refused in their first bytes, many at once', async () => {
    // A base64 upload arrives as one chunk: refused (SVG named .png) before its temporary file has
    // finished opening, the file must still be removed once open. The race is narrow: many at once.
    const rows = await rowCount();
    const files = await filesUnder(originals);
    const refused = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        call(server, '/_/files', {
          method: 'POST',
          json: { data: SVG.toString('base64'), filename_disk: `x-${i}.png`, filename_download: 'x.png' },
        }),
      ),
    );
    expect(refused.map((r) => r.status)).toEqual(refused.map(() => 422));
    await expectNoResidue(rows, files);
  });

  it('removes the stored file again when its row cannot be written', async () => {
    const rows = await rowCount();
    const files = await filesUnder(originals);
    const badFolder = await uploadForm(server, '_', [{ name: 'orphan.png', data: photo }], {
      folder: 'not-a-number',
    });
    expect([badFolder.status, badFolder.body.error.code]).toEqual([422, 4]);
    const unknownField = await uploadForm(server, '_', [{ name: 'orphan.png', data: photo }], {
      colour: 'red',
    });
    expect([unknownField.status, unknownField.body.error.code]).toEqual([422, 12]);
    await expectNoResidue(rows, files);
  });

  it('serves HTML and SVG so that they cannot run script in the API origin', async () => {
    const html = await uploadForm(server, '_', [{ name: 'page.html', data: HTML }]);
    expect(html.body.data.type).toBe('text/html');
    const svg = await uploadForm(server, '_', [{ name: 'logo.svg', data: SVG }]);
    expect(svg.body.data).toMatchObject({ type: 'image/svg+xml', width: 40, height: 20 });
    expect(svg.body.data.data.thumbnails).toBeNull();
    for (const file of [html.body.data, svg.body.data]) {
      const res = await download(server, file.data.asset_url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toMatch(/^attachment;/);
      expect(res.headers.get('content-security-policy')).toMatch(/sandbox/);
      expect(res.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('refuses SSRF imports: loopback, IPv4-mapped loopback, redirects to private addresses, other schemes', async () => {
    const rows = await rowCount();
    for (const url of [
      `http://127.0.0.1:${secretPort}/secret.png`,
      `http://[::ffff:127.0.0.1]:${secretPort}/secret.png`,
      `http://localhost:${secretPort}/secret.png`,
      `http://127.0.0.1:${mediaPort}/to-loopback`,
      `http://127.0.0.1:${mediaPort}/to-internal`,
      'http://169.254.169.254/latest/meta-data/',
      'file:///etc/passwd',
    ]) {
      const res = await call(server, '/_/files', { method: 'POST', json: { data: url } });
      expect([url, res.status, res.body.error.code]).toEqual([url, 422, 4]);
    }
    expect(secretHits).toEqual([]);
    expect(await rowCount()).toBe(rows);
  });

  it('answers byte ranges of audio and video and reads their duration', async () => {
    const video = mp4(12.3);
    const up = await uploadForm(server, '_', [{ name: 'clip.mp4', data: video }]);
    expect(up.body.data).toMatchObject({ type: 'video/mp4', duration: 12, filesize: video.length });
    const url = up.body.data.data.asset_url;
    const part = await download(server, url, { range: 'bytes=100-1099' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-1099/${video.length}`);
    expect(part.bytes.equals(video.subarray(100, 1100))).toBe(true);
    const tail = await download(server, url, { range: 'bytes=-10' });
    expect(tail.bytes.equals(video.subarray(video.length - 10))).toBe(true);
    const beyond = await download(server, url, { range: `bytes=${video.length + 5}-` });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${video.length}`);
  });

  it('updates metadata, replaces content, renames, keeps revisions, and deletes stored objects and thumbnails', async () => {
    const up = await uploadForm(server, '_', [{ name: 'change.png', data: photo }]);
    const { id, private_hash: hash, filename_disk: disk } = up.body.data;
    await download(server, `/_/assets/${hash}?key=directus-small-crop`);
    expect(await filesUnder(generated)).toContain(path.join('w64,h64,fcrop,q80', disk));

    const meta = await call(server, `/_/files/${id}`, {
      method: 'PATCH',
      json: { title: 'Renamed title', checksum: 'forged' },
    });
    expect(meta.body.data).toMatchObject({ title: 'Renamed title', checksum: md5(photo) });

    const smaller = await png(32, 16, '#000000');
    const replaced = await call(server, `/_/files/${id}`, {
      method: 'PATCH',
      json: { data: smaller.toString('base64') },
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.data).toMatchObject({
      width: 32,
      height: 16,
      checksum: md5(smaller),
      private_hash: hash,
    });
    const newDisk = replaced.body.data.filename_disk;
    expect(newDisk).not.toBe(disk);
    expect(await filesUnder(originals)).not.toContain(disk);
    expect((await filesUnder(generated)).some((f) => f.endsWith(disk))).toBe(false);
    expect((await download(server, `/_/assets/${hash}`)).bytes.equals(smaller)).toBe(true);

    // A multipart PATCH replaces the content too; a PNG sent as .jpg is stored with a .png name.
    const form = new FormData();
    form.append('data', new Blob([photo]), 'again.jpg');
    const multipart = await server.request(`/_/files/${id}`, { method: 'PATCH', body: form, headers: auth });
    const again = ((await multipart.json()) as { data: Record<string, string> }).data;
    expect(again).toMatchObject({
      id,
      type: 'image/png',
      width: 640,
      checksum: md5(photo),
      private_hash: hash,
    });
    expect(again.filename_disk).toMatch(/\.png$/);
    expect(await filesUnder(originals)).not.toContain(newDisk);
    expect((await download(server, `/_/assets/${hash}`)).bytes.equals(photo)).toBe(true);

    const renamed = await call(server, `/_/files/${id}`, {
      method: 'PATCH',
      json: { filename_disk: 'Holiday Photo.png' },
    });
    expect(renamed.body.data.filename_disk).toBe('holiday-photo.png');
    expect(await filesUnder(originals)).toContain('holiday-photo.png');
    expect(await filesUnder(originals)).not.toContain(again.filename_disk);

    const revisions = await call(server, `/_/files/${id}/revisions`);
    expect(revisions.status).toBe(200);
    expect(revisions.body.data.length).toBeGreaterThanOrEqual(5);
    const first = await call(server, `/_/files/${id}/revisions/0`);
    expect(first.body.data.data.title).toBe('Change');

    const batch = await call(server, `/_/files/${id}`, { method: 'PATCH', json: [{ id, data: 'AAAA' }] });
    expect(batch.status).toBe(400);
    const many = await call(server, '/_/files', { method: 'PATCH', json: [{ id, data: 'AAAA' }] });
    expect([many.status, many.body.error.code]).toEqual([400, 15]);

    const del = await server.request(`/_/files/${id}`, { method: 'DELETE', headers: auth });
    expect(del.status).toBe(204);
    expect(await knex('directus_files').where({ id }).first()).toBeUndefined();
    expect(await filesUnder(originals)).not.toContain('holiday-photo.png');
    expect((await download(server, `/_/assets/${hash}`)).status).toBe(404);
  });

  it('gives concurrent renames to one name distinct names, each keeping its own bytes', async () => {
    const one = await png(11, 11, '#111111');
    const two = await png(12, 12, '#222222');
    const a = (await uploadForm(server, '_', [{ name: 'one.png', data: one }])).body.data;
    const b = (await uploadForm(server, '_', [{ name: 'two.png', data: two }])).body.data;
    const [ra, rb] = await Promise.all(
      [a, b].map((f) =>
        call(server, `/_/files/${f.id}`, { method: 'PATCH', json: { filename_disk: 'Same Name.png' } }),
      ),
    );
    expect([ra!.body.data.filename_disk, rb!.body.data.filename_disk].sort()).toEqual([
      'same-name-1.png',
      'same-name.png',
    ]);
    expect((await download(server, `/_/assets/${a.private_hash}`)).bytes.equals(one)).toBe(true);
    expect((await download(server, `/_/assets/${b.private_hash}`)).bytes.equals(two)).toBe(true);
    await call(server, `/_/files/${a.id},${b.id}`, { method: 'DELETE' });
    expect(await filesUnder(originals)).not.toContain('same-name.png');
    expect(await filesUnder(originals)).not.toContain('same-name-1.png');
  });

  it('follows the file_naming, asset_url_naming and thumbnail_cache_ttl settings', async () => {
    const setting = (key: string, value: string) =>
      knex('directus_settings').where({ key }).update({ value });
    await setting('file_naming', 'file_name');
    await setting('asset_url_naming', 'filename_download');
    await knex('directus_settings').insert({ key: 'thumbnail_cache_ttl', value: '3600' });
    try {
      const first = (await uploadForm(server, '_', [{ name: 'Team Photo.png', data: photo }])).body.data;
      const second = (await uploadForm(server, '_', [{ name: 'Team Photo.png', data: photo }])).body.data;
      expect([first.filename_disk, second.filename_disk]).toEqual(['team-photo.png', 'team-photo-1.png']);
      const unique = (await uploadForm(server, '_', [{ name: 'Unique Name.png', data: photo }])).body.data;
      expect(unique.data.asset_url).toBe('/_/assets/Unique%20Name.png');
      expect(unique.data.thumbnails[0].relative_url).toBe(
        '/_/assets/Unique%20Name.png?key=directus-small-crop',
      );
      const res = await download(server, unique.data.asset_url);
      expect(res.bytes.equals(photo)).toBe(true);
      expect(res.headers.get('cache-control')).toBe('max-age=3600, public');
      for (const f of [first, second, unique]) await call(server, `/_/files/${f.id}`, { method: 'DELETE' });
    } finally {
      await setting('file_naming', 'uuid');
      await setting('asset_url_naming', 'private_hash');
      await knex('directus_settings').where({ key: 'thumbnail_cache_ttl' }).delete();
    }
  });

  it('refuses uploads from callers without create permission on files (403/10) before reading them', async () => {
    const rows = await rowCount();
    const res = await uploadForm(server, '_', [{ name: 'anon.png', data: photo }], {}, {});
    expect([res.status, res.body.error.code]).toEqual([403, 10]);
    expect(res.body.error.message).toBe('You are not allowed to upload files');
    expect(await rowCount()).toBe(rows);
  });

  it('records the uploading user for roles allowed to create files, and refuses roles that may only read', async () => {
    const [writer, reader] = ['Uploaders', 'Readers'];
    for (const name of [writer, reader]) await knex('directus_roles').insert({ name });
    const roleId = async (name: string) => Number((await knex('directus_roles').where({ name }).first()).id);
    const wr = await roleId(writer);
    const rd = await roleId(reader);
    await knex('directus_permissions').insert([
      {
        collection: 'directus_files',
        role: wr,
        create: 'full',
        read: 'mine',
        update: 'mine',
        delete: 'mine',
      },
      { collection: 'directus_files', role: rd, create: 'none', read: 'full' },
    ]);
    const user = async (role: number, token: string) => {
      await knex('directus_users').insert({
        status: 'active',
        role,
        email: `${token}@example.com`,
        token,
        first_name: 'F',
        last_name: 'L',
        timezone: 'UTC',
      });
      return Number((await knex('directus_users').where({ token }).first()).id);
    };
    const writerId = await user(wr, 'uploader-token');
    await user(rd, 'reader-token');
    const up = await uploadForm(
      server,
      '_',
      [{ name: 'mine.png', data: photo }],
      {},
      { authorization: 'Bearer uploader-token' },
    );
    expect(up.status).toBe(200);
    expect(up.body.data.uploaded_by).toBe(writerId);
    const activity = await knex('directus_activity')
      .where({ collection: 'directus_files', item: String(up.body.data.id) })
      .first();
    expect([activity.action, Number(activity.action_by)]).toEqual(['upload', writerId]);
    const denied = await uploadForm(
      server,
      '_',
      [{ name: 'no.png', data: photo }],
      {},
      { authorization: 'Bearer reader-token' },
    );
    expect([denied.status, denied.body.error.code]).toEqual([403, 10]);
    await call(server, `/_/files/${up.body.data.id}`, { method: 'DELETE' });
  });

  it('manages folders and files in them', async () => {
    const root = await call(server, '/_/folders', { method: 'POST', json: { name: 'Photos' } });
    expect(root.status).toBe(200);
    const child = await call(server, '/_/folders', {
      method: 'POST',
      json: { name: 'Summer', parent_folder: root.body.data.id },
    });
    expect(child.body.data).toMatchObject({ name: 'Summer', parent_folder: root.body.data.id });
    const dupRoot = await call(server, '/_/folders', { method: 'POST', json: { name: 'Photos' } });
    expect([dupRoot.status, dupRoot.body.error.code]).toEqual([409, 204]);
    const dupChild = await call(server, '/_/folders', {
      method: 'POST',
      json: { name: 'Summer', parent_folder: root.body.data.id },
    });
    expect([dupChild.status, dupChild.body.error.code]).toEqual([409, 204]);

    const up = await uploadForm(server, '_', [{ name: 'beach.png', data: photo }], {
      folder: String(child.body.data.id),
    });
    expect(up.body.data.folder).toBe(child.body.data.id);
    const inFolder = await call(server, `/_/files?filter[folder][eq]=${child.body.data.id}&fields=id,title`);
    expect(inFolder.body.data).toEqual([{ id: up.body.data.id, title: 'Beach' }]);

    const renamed = await call(server, `/_/folders/${child.body.data.id}`, {
      method: 'PATCH',
      json: { name: 'Winter' },
    });
    expect(renamed.body.data.name).toBe('Winter');
    const list = await call(server, '/_/folders?sort=id');
    expect(list.body.data.map((f: { name: string }) => f.name)).toEqual(['Photos', 'Winter']);
    await call(server, `/_/files/${up.body.data.id}`, { method: 'DELETE' });
    expect(
      (await server.request(`/_/folders/${child.body.data.id}`, { method: 'DELETE', headers: auth })).status,
    ).toBe(204);
    expect((await call(server, `/_/folders/${child.body.data.id}`)).status).toBe(404);
  });

  it('finishes 50 parallel uploads with 50 rows, 50 stored files and the right checksums', async () => {
    const rows = await rowCount();
    const before = new Set(await filesUnder(originals));
    const contents = Array.from({ length: 50 }, (_, i) => crypto.randomBytes(2000 + i * 97));
    const results = await Promise.all(
      contents.map((data, i) => uploadForm(server, '_', [{ name: `parallel-${i}.bin`, data }])),
    );
    expect(results.map((r) => r.status)).toEqual(contents.map(() => 200));
    expect(await rowCount()).toBe(rows + 50);
    const added = (await filesUnder(originals)).filter((f) => !before.has(f));
    expect(added.length).toBe(50);
    const stored = await knex('directus_files').where('filename_download', 'like', 'parallel-%').select();
    expect(stored.length).toBe(50);
    for (const row of stored) {
      const i = Number(/parallel-(\d+)/.exec(row.filename_download)![1]);
      expect(row.checksum).toBe(md5(contents[i]!));
      expect(Number(row.filesize)).toBe(contents[i]!.length);
      expect(md5(await fs.readFile(path.join(originals, row.filename_disk)))).toBe(md5(contents[i]!));
    }
  });
});
