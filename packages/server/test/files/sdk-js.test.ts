import { SDK } from '@directus/sdk-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installProject, startTestServer, type TestServer } from '../support/server';
import { png } from './fixtures';
import { download, md5, patchProjectConfig, TOKEN } from './helpers';

/** The file calls of @directus/sdk-js 6 (`createItem('directus_files', …)` maps to POST /files). */
describe('@directus/sdk-js 6 file calls', () => {
  let server: TestServer;
  let sdk: SDK;

  beforeAll(async () => {
    server = await startTestServer();
    await installProject(server, { name: 'sqlite', installFields: () => ({}) }, '_', { user_token: TOKEN });
    await patchProjectConfig(server, '_', (c) => {
      c.outbound = { embed_previews: false };
    });
    sdk = new SDK({ url: server.url, project: '_', token: TOKEN, mode: 'jwt' });
  });
  afterAll(() => server?.close());

  it('creates, lists, reads, updates and deletes files', async () => {
    const image = await png(50, 40);
    const created = (await sdk.createItem('directus_files', {
      data: `data:image/png;base64,${image.toString('base64')}`,
      filename_disk: 'sdk.png',
      filename_download: 'sdk.png',
      title: 'From the SDK',
    })) as unknown as {
      data: { id: number; checksum: string; width: number; data: { asset_url: string; full_url: string } };
    };
    expect(created.data).toMatchObject({ checksum: md5(image), width: 50 });
    expect((await download(server, created.data.data.asset_url)).bytes.equals(image)).toBe(true);

    const embed = (await sdk.createItem('directus_files', {
      data: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    })) as unknown as {
      data: { type: string; data: { embed: { url: string } } };
    };
    expect(embed.data.type).toBe('embed/youtube');

    const list = (await sdk.getFiles({ fields: ['id', 'title', 'data'] })) as unknown as {
      data: { id: number; title: string; data: { full_url: string } }[];
    };
    expect(list.data.map((f) => f.title)).toContain('From the SDK');
    expect(list.data.every((f) => f.data.full_url.startsWith('http'))).toBe(true);

    const one = (await sdk.getFile(String(created.data.id))) as unknown as { data: { title: string } };
    expect(one.data.title).toBe('From the SDK');
    const updated = (await sdk.updateItem('directus_files', created.data.id, {
      description: 'edited',
    })) as unknown as {
      data: { description: string };
    };
    expect(updated.data.description).toBe('edited');
    await sdk.deleteItem('directus_files', created.data.id);
    expect((await download(server, created.data.data.asset_url)).status).toBe(404);
  });
});
