/**
 * A real Atrium server for the relational round trips (test/relational), started by
 * test/relational/fixture.ts in its own Node process (the server needs Node's globals, not
 * jsdom's): a fresh project with every relational shape (many-to-one to 25 authors, one-to-many
 * comments that nullify and notes that delete, many-to-many tags through a junction,
 * translations whose language is related to a languages collection; manually sorted chapters
 * (one-to-many with `sort_field`) and topics (many-to-many through a junction with a sort field)).
 * Prints `{url, token}`.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { demoApi } from '../../../server/src/demo/api-client';
import { startServer } from '../../../server/src/server';

const PROJECT = 'rel';
const ADMIN = { email: 'admin@example.com', password: 'password-1234' };
const SUPER = 'rel-super-admin-token';

const pk = {
  field: 'id',
  type: 'integer',
  datatype: 'INT',
  interface: 'primary-key',
  primary_key: true,
  auto_increment: true,
  hidden_detail: true,
  sort: 1,
};
const text = (field: string, sort: number, extra: object = {}) => ({
  field,
  type: 'string',
  datatype: 'VARCHAR',
  length: 200,
  interface: 'text-input',
  sort,
  ...extra,
});
const m2o = (field: string, sort: number, extra: object = {}) => ({
  field,
  type: 'm2o',
  datatype: 'INT',
  interface: 'many-to-one',
  sort,
  ...extra,
});

const sortField = (field: string, sort: number) => ({
  field,
  type: 'sort',
  datatype: 'INT',
  interface: 'sort',
  hidden_detail: true,
  sort,
});

const COLLECTIONS = [
  {
    collection: 'languages',
    fields: [
      { ...text('code', 1, { length: 10 }), primary_key: true, interface: 'primary-key' },
      text('name', 2),
    ],
  },
  { collection: 'authors', fields: [pk, text('name', 2)] },
  { collection: 'tags', fields: [pk, text('name', 2)] },
  {
    collection: 'articles',
    fields: [
      pk,
      text('title', 2),
      m2o('author', 3, { options: { template: '{{name}}', threshold: 20 } }),
      {
        field: 'comments',
        type: 'o2m',
        interface: 'one-to-many',
        options: { fields: 'body', delete_mode: 'relation' },
        sort: 4,
      },
      {
        field: 'notes',
        type: 'o2m',
        interface: 'one-to-many',
        options: { fields: 'body', delete_mode: 'item' },
        sort: 5,
      },
      {
        field: 'tags',
        type: 'o2m',
        interface: 'many-to-many',
        options: { fields: 'tag.name', template: '{{tag.name}}' },
        sort: 6,
      },
      {
        field: 'translations',
        type: 'translation',
        interface: 'translation',
        options: { languageField: 'language', template: '{{title}}' },
        sort: 7,
      },
      {
        field: 'chapters',
        type: 'o2m',
        interface: 'one-to-many',
        options: { fields: 'title,position', sort_field: 'position', delete_mode: 'item' },
        sort: 8,
      },
      {
        field: 'topics',
        type: 'o2m',
        interface: 'many-to-many',
        options: { fields: 'tag.name', template: '{{tag.name}}' },
        sort: 9,
      },
    ],
  },
  { collection: 'chapters', fields: [pk, text('title', 2), sortField('position', 3), m2o('article', 4)] },
  {
    collection: 'articles_topics',
    hidden: true,
    fields: [pk, m2o('article', 2), m2o('tag', 3), sortField('sort', 4)],
  },
  { collection: 'comments', fields: [pk, text('body', 2), m2o('article', 3)] },
  { collection: 'notes', fields: [pk, text('body', 2), m2o('article', 3)] },
  { collection: 'articles_tags', hidden: true, fields: [pk, m2o('article', 2), m2o('tag', 3)] },
  {
    collection: 'articles_translations',
    hidden: true,
    fields: [
      pk,
      m2o('article', 2, { hidden_detail: true }),
      { ...text('language', 3, { length: 10 }), type: 'm2o' },
      text('title', 4),
    ],
  },
];

const RELATIONS = [
  { collection_many: 'chapters', field_many: 'article', collection_one: 'articles', field_one: 'chapters' },
  {
    collection_many: 'articles_topics',
    field_many: 'article',
    collection_one: 'articles',
    field_one: 'topics',
    junction_field: 'tag',
  },
  {
    collection_many: 'articles_topics',
    field_many: 'tag',
    collection_one: 'tags',
    field_one: null,
    junction_field: 'article',
  },
  { collection_many: 'articles', field_many: 'author', collection_one: 'authors', field_one: null },
  { collection_many: 'comments', field_many: 'article', collection_one: 'articles', field_one: 'comments' },
  { collection_many: 'notes', field_many: 'article', collection_one: 'articles', field_one: 'notes' },
  {
    collection_many: 'articles_tags',
    field_many: 'article',
    collection_one: 'articles',
    field_one: 'tags',
    junction_field: 'tag',
  },
  {
    collection_many: 'articles_tags',
    field_many: 'tag',
    collection_one: 'tags',
    field_one: null,
    junction_field: 'article',
  },
  {
    collection_many: 'articles_translations',
    field_many: 'article',
    collection_one: 'articles',
    field_one: 'translations',
  },
  {
    collection_many: 'articles_translations',
    field_many: 'language',
    collection_one: 'languages',
    field_one: null,
  },
];

async function main() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'atrium-rel-'));
  const server = await startServer({
    host: '127.0.0.1',
    port: 0,
    dataDir,
    superAdminToken: SUPER,
    logLevel: process.env.ATRIUM_TEST_LOG ?? 'silent',
    shutdownTimeout: 5000,
    cachePollMs: 200,
    appDir: path.join(dataDir, 'no-app'),
  });
  await demoApi(server.url).call('POST', '/server/projects', {
    project: PROJECT,
    project_name: 'Relations',
    user_email: ADMIN.email,
    user_password: ADMIN.password,
    super_admin_token: SUPER,
  });
  const { data } = await demoApi(server.url).call<{ data: { token: string } }>(
    'POST',
    `/${PROJECT}/auth/authenticate`,
    ADMIN,
  );
  const api = demoApi(server.url, data.token);
  for (const c of COLLECTIONS) await api.call('POST', `/${PROJECT}/collections`, c);
  for (const r of RELATIONS) await api.call('POST', `/${PROJECT}/relations`, r);
  await api.call('POST', `/${PROJECT}/items/languages`, [
    { code: 'en-US', name: 'English' },
    { code: 'de-DE', name: 'Deutsch' },
  ]);
  await api.call(
    'POST',
    `/${PROJECT}/items/authors`,
    Array.from({ length: 25 }, (_, i) => ({ name: `Author ${String(i + 1).padStart(2, '0')}` })),
  );
  await api.call('POST', `/${PROJECT}/items/tags`, [{ name: 'news' }, { name: 'sport' }, { name: 'music' }]);
  process.stdout.write(`${JSON.stringify({ url: server.url, token: data.token })}\n`);
  const stop = async () => {
    await server.close();
    await fs.rm(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  // The test process going away ends this one too.
  process.stdin.on('end', () => void stop());
  process.stdin.resume();
}

void main().catch((err: unknown) => {
  process.stderr.write(String((err as Error)?.stack ?? err));
  process.exit(1);
});
