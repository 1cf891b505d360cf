import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbTargets } from '../support/databases';
import { ADMIN_TOKEN, createCollection, refreshSchema } from '../support/fixtures';
import {
  installProject,
  json,
  projectKnex,
  startTestServer,
  type InstalledProject,
  type TestServer,
} from '../support/server';

const targets = await dbTargets();

/** api.md §4.1: `directus_files` rows always get the computed `data` object, however they are reached. */
describe.each(targets)('file data in nested reads on $name', (target) => {
  let server: TestServer;
  let project: InstalledProject;
  let knex: Knex;
  const get = async (path: string) =>
    json(await server.request(`/_${path}`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } }));

  beforeAll(async () => {
    server = await startTestServer();
    project = await installProject(server, target, '_', { user_token: ADMIN_TOKEN });
    knex = await projectKnex(server, '_');
    await createCollection(knex, 'posts', [
      { field: 'id', type: 'integer', column: 'increments' },
      { field: 'title', type: 'string', column: 'string' },
      { field: 'image', type: 'file', column: 'integer' },
    ]);
    await knex('directus_files').insert({
      storage: 'local',
      private_hash: 'abcdefghij012345',
      filename_disk: 'photo.jpg',
      filename_download: 'Photo.jpg',
      title: 'Photo',
      type: 'image/jpeg',
      uploaded_by: 1,
      uploaded_on: '2026-01-01 00:00:00',
    });
    const file = await knex('directus_files').first('id');
    await knex('posts').insert({ title: 'With a picture', image: file.id });
    await knex('directus_users').where({ id: 1 }).update({ avatar: file.id });
    await refreshSchema(server, '_');
  });
  afterAll(async () => {
    await knex?.destroy();
    await server?.close();
    await project?.cleanup();
  });

  it('adds data to a file expanded with *', async () => {
    const post = (await get('/items/posts?fields=title,image.*')).data[0];
    expect(post.image.filename_disk).toBe('photo.jpg');
    expect(post.image.data.url).toBe('/uploads/_/originals/photo.jpg');
    expect(post.image.data.full_url).toBe(`${server.url}/uploads/_/originals/photo.jpg`);
    expect(post.image.data.asset_url).toBe('/_/assets/abcdefghij012345');
    const keys = post.image.data.thumbnails.map((t: { key: string }) => t.key);
    expect(keys).toEqual(
      expect.arrayContaining(['directus-small-crop', 'directus-medium-crop', 'thumbnail']),
    );
  });

  it('gives data alone when only data is asked, and nothing when it is not', async () => {
    const only = (await get('/items/posts?fields=image.data')).data[0];
    expect(Object.keys(only.image)).toEqual(['data']);
    expect(only.image.data.asset_url).toBe('/_/assets/abcdefghij012345');
    const titleOnly = (await get('/items/posts?fields=image.title')).data[0];
    expect(titleOnly.image).toEqual({ title: 'Photo' });
  });

  it('adds data to avatars of users and to one item read by id', async () => {
    const me = (await get('/users/me?fields=avatar.*')).data;
    expect(me.avatar.data.url).toBe('/uploads/_/originals/photo.jpg');
    const post = (await get('/items/posts/1?fields=image.*')).data;
    expect(post.image.data.thumbnails.length).toBeGreaterThan(0);
  });
});
