import { demoApi, DemoApiError, type DemoApi } from './api-client';
import { articleDrafts, authorRows, DEMO_COUNTS, DEMO_SEED, homeRow, tagRows } from './content';
import { DEMO_ADMIN, DEMO_EDITOR, DEMO_PROJECT, DEMO_PROJECT_NAME } from './credentials';
import { EDITOR_PERMISSIONS, EDITOR_ROLE } from './editor-role';
import { demoImages } from './images';
import { SeededRandom } from './random';
import { DEMO_COLLECTIONS, DEMO_LANGUAGES, DEMO_RELATIONS } from './schema';

export interface InstallDemoOptions {
  /** Root URL of a running Atrium server (no trailing slash). */
  baseUrl: string;
  superAdminToken: string;
  /** Reinstall when the project exists (its database is dropped first). */
  force?: boolean;
  /** Anchor of the content's dates; defaults to now. */
  now?: Date;
}

export interface InstallDemoResult {
  /** false when the project existed and `force` was not set. */
  created: boolean;
  project: string;
  /** Milliseconds the install took. */
  ms: number;
  /** Milliseconds per phase (install, schema, images, content, editor). */
  phases: Record<string, number>;
}

type Envelope<T> = { data: T };
type WithId = { id: number };

const BATCH = 100;

/** The global listing preset of articles (no user, no role, no title). */
export const ARTICLES_PRESET = {
  collection: 'articles',
  view_type: 'tabular',
  view_query: { tabular: { fields: 'status,title,author,category,publish_date' } },
};

async function projectExists(baseUrl: string): Promise<boolean> {
  try {
    const { data } = await demoApi(baseUrl).call<Envelope<string[]>>('GET', '/server/projects');
    return data.includes(DEMO_PROJECT);
  } catch (err) {
    // No project at all answers 503 "not installed".
    if (err instanceof DemoApiError && err.status >= 500) return false;
    throw err;
  }
}

async function signIn(baseUrl: string): Promise<DemoApi> {
  const { data } = await demoApi(baseUrl).call<Envelope<{ token: string }>>(
    'POST',
    `/${DEMO_PROJECT}/auth/authenticate`,
    DEMO_ADMIN,
  );
  return demoApi(baseUrl, data.token);
}

/** Creates rows in batches; returns their ids in order. */
async function createMany(api: DemoApi, collection: string, rows: object[]): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += BATCH) {
    const { data } = await api.call<Envelope<WithId[]>>(
      'POST',
      `/${DEMO_PROJECT}/items/${collection}?fields=id`,
      rows.slice(i, i + BATCH),
    );
    ids.push(...data.map((r) => r.id));
  }
  return ids;
}

async function createSchema(api: DemoApi): Promise<void> {
  for (const c of DEMO_COLLECTIONS) await api.call('POST', `/${DEMO_PROJECT}/collections`, c);
  await api.call('POST', `/${DEMO_PROJECT}/relations`, DEMO_RELATIONS);
  // The articles listing opens on the columns an editor reads first (everyone's default view).
  await api.call('POST', `/${DEMO_PROJECT}/collection_presets`, ARTICLES_PRESET);
}

async function uploadImages(api: DemoApi): Promise<number[]> {
  const images = await demoImages(DEMO_COUNTS.images, DEMO_SEED);
  const ids: number[] = [];
  // One by one: the files endpoint takes no batch uploads.
  for (const image of images) {
    const { data } = await api.call<Envelope<WithId>>('POST', `/${DEMO_PROJECT}/files?fields=id`, {
      data: `data:image/jpeg;base64,${image.bytes.toString('base64')}`,
      filename_disk: image.filename,
      filename_download: image.filename,
      title: image.title,
      description: 'A generated demo picture',
    });
    ids.push(data.id);
  }
  return ids;
}

async function createEditor(api: DemoApi): Promise<void> {
  const { data: role } = await api.call<Envelope<WithId>>('POST', `/${DEMO_PROJECT}/roles`, EDITOR_ROLE);
  await api.call(
    'POST',
    `/${DEMO_PROJECT}/permissions`,
    EDITOR_PERMISSIONS.map((p) => ({ ...p, role: role.id })),
  );
  await api.call('POST', `/${DEMO_PROJECT}/users`, {
    first_name: 'Eddie',
    last_name: 'Editor',
    email: DEMO_EDITOR.email,
    password: DEMO_EDITOR.password,
    role: role.id,
    status: 'active',
  });
}

async function createContent(api: DemoApi, images: number[], now: Date): Promise<void> {
  const rng = new SeededRandom(DEMO_SEED);
  await api.call('POST', `/${DEMO_PROJECT}/items/languages?fields=code`, [...DEMO_LANGUAGES]);
  const authors = await createMany(api, 'authors', authorRows(rng, images));
  const tags = await createMany(api, 'tags', tagRows(rng));
  const drafts = articleDrafts(rng, { images, authors, tags }, now);
  const articles = await createMany(
    api,
    'articles',
    drafts.map((d) => d.row),
  );
  await createMany(
    api,
    'articles_tags',
    drafts.flatMap((d, i) => d.tags.map((tag) => ({ article: articles[i]!, tag }))),
  );
  await createMany(
    api,
    'articles_translations',
    drafts.flatMap((d, i) => d.translations.map((t) => ({ ...t, article: articles[i]! }))),
  );
  await api.call('POST', `/${DEMO_PROJECT}/items/home`, homeRow(images));
}

/** `--force`: drops the demo's collections and files through the API, then the project itself. */
async function removeDemo(baseUrl: string, superAdminToken: string): Promise<void> {
  const api = await signIn(baseUrl);
  const { data: existing } = await api.call<Envelope<{ collection: string }[]>>(
    'GET',
    `/${DEMO_PROJECT}/collections?fields=collection`,
  );
  const names = new Set(existing.map((c) => c.collection));
  for (const c of [...DEMO_COLLECTIONS].reverse()) {
    if (names.has(c.collection)) await api.call('DELETE', `/${DEMO_PROJECT}/collections/${c.collection}`);
  }
  const { data: files } = await api.call<Envelope<WithId[]>>(
    'GET',
    `/${DEMO_PROJECT}/files?fields=id&limit=-1`,
  );
  if (files.length > 0)
    await api.call('DELETE', `/${DEMO_PROJECT}/files/${files.map((f) => f.id).join(',')}`);
  await demoApi(baseUrl).call(
    'DELETE',
    `/server/projects/${DEMO_PROJECT}?super_admin_token=${encodeURIComponent(superAdminToken)}`,
  );
}

/**
 * Installs the `demo` project through a running server's own HTTP API (validation, hooks,
 * thumbnails and activity included): schema, images, content, the Editor role and its user.
 */
export async function installDemo(options: InstallDemoOptions): Promise<InstallDemoResult> {
  const started = Date.now();
  const phases: Record<string, number> = {};
  let mark = started;
  const phase = (name: string) => {
    const now = Date.now();
    phases[name] = now - mark;
    mark = now;
  };
  const { baseUrl, superAdminToken } = options;
  if (await projectExists(baseUrl)) {
    if (!options.force) return { created: false, project: DEMO_PROJECT, ms: Date.now() - started, phases };
    await removeDemo(baseUrl, superAdminToken);
  }
  await demoApi(baseUrl).call('POST', '/server/projects', {
    project: DEMO_PROJECT,
    project_name: DEMO_PROJECT_NAME,
    user_email: DEMO_ADMIN.email,
    user_password: DEMO_ADMIN.password,
    super_admin_token: superAdminToken,
  });
  const api = await signIn(baseUrl);
  phase('install');
  await createSchema(api);
  phase('schema');
  const images = await uploadImages(api);
  phase('images');
  await createContent(api, images, options.now ?? new Date());
  phase('content');
  await createEditor(api);
  phase('editor');
  return { created: true, project: DEMO_PROJECT, ms: Date.now() - started, phases };
}
