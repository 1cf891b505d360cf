import { extensionsMissingNow } from '../src/extensions/missing';
import { coreInterfaceIds } from '../src/interfaces/registry';
import { coreLayoutIds } from '../src/layouts/registry';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { collectionKeys } from '../src/api/collections/keys';
import { permissionKeys } from '../src/api/permissions/keys';
import { presetKeys } from '../src/api/presets/keys';
import { editParams, taggedItemQuery } from '../src/api/items/tagged-item';
import { queryClient } from '../src/api/query-client';
import { relationKeys } from '../src/api/relations/keys';
import { serverKeys } from '../src/api/server/keys';
import { projectInfoQuery } from '../src/api/server/queries';
import { settingKeys } from '../src/api/settings/keys';
import { userKeys } from '../src/api/users/keys';
import { useHydration } from '../src/stores/hydration';
import { startEarly } from '../src/shell/early-start';
import { advanceGuard } from '../src/shell/guard-run';
import { useProjects } from '../src/stores/projects';
import { useSession } from '../src/stores/session';
import { useUi } from '../src/stores/ui';
import { i18n } from '../src/i18n';
import { adminUser, mockFetch } from './fetch-mock';
import { resetStores } from './reset';

const info = {
  data: {
    api: { project_name: 'Demo', version: '8.8.1', database: 'sqlite' },
    server: { max_upload_size: 1000 },
  },
};

function serverRoutes(overrides: Record<string, unknown> = {}) {
  return {
    'GET server/projects': { body: { data: ['_'] } },
    'GET _/': { body: info },
    'GET _/users/me': { body: { data: { ...adminUser, locale: 'de-DE', theme: 'dark' } } },
    'GET server/ping': { body: 'pong' },
    'GET interfaces': { body: { data: [{ id: 'text-input' }] } },
    'GET layouts': { body: { data: [] } },
    'GET modules': { body: { data: [] } },
    'GET _/collections': {
      body: {
        data: [{ collection: 'posts', hidden: false, managed: true, single: false, note: null, icon: null }],
      },
    },
    'GET _/settings': { body: { data: [{ id: 1, key: 'project_color', value: '#123456' }] } },
    'GET _/collection_presets': { body: { data: [] } },
    'GET _/users': { body: { data: [] } },
    'GET _/relations': { body: { data: [] } },
    'GET _/permissions/me': { body: { data: [{ collection: 'posts', read: 'full' }] } },
    ...overrides,
  } as Parameters<typeof mockFetch>[0];
}

/** The server, with the project list held until `answerList()`. */
function withHeldProjectList() {
  let answerList!: () => void;
  const listHeld = new Promise<void>((resolve) => (answerList = resolve));
  const calls = mockFetch(
    serverRoutes({
      'GET server/projects': async () => {
        await listHeld;
        return { body: { data: ['_'] } };
      },
    }),
  );
  return { answerList, calls };
}

const editor = {
  ...adminUser,
  id: 2,
  email: 'editor@example.com',
  role: { id: 2, name: 'Editor', collection_listing: null, module_listing: null },
};

describe('startup hydration', () => {
  beforeEach(() => resetStores());

  it('loads the user and the lists, then bookmarks and permissions, and marks hydrated', async () => {
    // A non-admin: admins skip the permissions call (api.md §5.12).
    const calls = mockFetch(
      serverRoutes({ 'GET _/users/me': { body: { data: { ...editor, locale: 'de-DE', theme: 'dark' } } } }),
    );
    await useProjects.getState().loadProjects();
    calls.length = 0;
    const before = Date.now();
    await useHydration.getState().hydrate();

    const h = useHydration.getState();
    expect(h.error).toBeNull();
    expect(h.hydrated).toBeGreaterThanOrEqual(before);
    const paths = calls.map((c) => c.path);
    expect(paths[0]).toBe('_/users/me');
    const lists = [
      'server/ping',
      'interfaces',
      'layouts',
      'modules',
      '_/collections',
      '_/settings',
      '_/collection_presets',
      '_/users',
      '_/relations',
    ];
    for (const p of lists) expect(paths).toContain(p);
    // The project's info, just loaded signed in by the project list, is not asked again.
    expect(paths).not.toContain('_/');
    expect(paths.at(-1)).toBe('_/permissions/me');
    expect(Math.max(...lists.map((p) => paths.indexOf(p)))).toBeLessThan(paths.indexOf('_/permissions/me'));

    expect(i18n.language).toBe('de-DE');
    expect(useUi.getState().theme).toBe('dark');
    expect(useSession.getState().user?.email).toBe('editor@example.com');
    // Screens read what hydration loaded from the same query cache.
    expect(Object.keys(queryClient.getQueryData(collectionKeys.all('_')) ?? {})).toEqual(['posts']);
    expect(
      queryClient.getQueryData<{ values: Record<string, unknown> }>(settingKeys.all('_'))?.values,
    ).toEqual({
      project_color: '#123456',
    });
    expect(useProjects.getState().currentProject()?.data).toMatchObject({
      version: '8.8.1',
      max_upload_size: 1000,
      database: 'sqlite',
    });
    expect(
      queryClient.getQueryData<Record<string, { read?: string }>>(permissionKeys.me('_'))?.posts?.read,
    ).toBe('full');
    expect(extensionsMissingNow({ interfaces: coreInterfaceIds(), layouts: coreLayoutIds() })).toBe(false);
    await i18n.changeLanguage('en-US');
  });

  it("asks for the project's info again after a sign-in, or when the last answer is old", async () => {
    const calls = mockFetch(serverRoutes({}));
    await useProjects.getState().loadProjects();
    // Signing in forgets what was asked before (the info a signed-out caller got is partial).
    useProjects.getState().setAuthenticated('_', true);
    calls.length = 0;
    await useHydration.getState().hydrate();
    expect(useHydration.getState().error).toBeNull();
    expect(calls.map((c) => c.path)).toContain('_/');

    calls.length = 0;
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 11_000);
    await useHydration.getState().hydrate();
    vi.restoreAllMocks();
    expect(calls.map((c) => c.path)).toContain('_/');
  });
  it('asks for the lists that do not depend on the user while the user is still loading', async () => {
    let answerMe!: () => void;
    const meAnswered = new Promise<void>((resolve) => (answerMe = resolve));
    const calls = mockFetch(
      serverRoutes({
        'GET _/users/me': async () => {
          await meAnswered;
          return { body: { data: editor } };
        },
      }),
    );
    await useProjects.getState().loadProjects();
    calls.length = 0;
    const done = useHydration.getState().hydrate();
    await vi.waitFor(() => expect(calls.map((c) => c.path)).toContain('_/collections'));
    const early = calls.map((c) => c.path);
    for (const p of ['_/settings', '_/users', '_/relations', 'interfaces', 'server/ping'])
      expect(early).toContain(p);
    // Bookmarks and permissions are the user's own: they wait for the user.
    expect(early).not.toContain('_/collection_presets');
    expect(early).not.toContain('_/permissions/me');
    answerMe();
    await done;
    expect(useHydration.getState().hydrated).not.toBeNull();
    expect(calls.map((c) => c.path)).toContain('_/permissions/me');
  });

  it('starts early, before the router renders, and shares the requests with the guard', async () => {
    const calls = mockFetch(serverRoutes());
    useSession.getState().setUser(null);
    startEarly('#/_/collections/posts');
    // The guard (in Root) asks for the same list at once: one request serves both.
    await useProjects.getState().loadProjects();
    await vi.waitFor(() => expect(useHydration.getState().hydrated).not.toBeNull());
    expect(calls.filter((c) => c.path === 'server/projects')).toHaveLength(1);
    expect(calls.map((c) => c.path)).toContain('_/users/me');
  });

  it("asks for the opened screen's first data with its own: a listing's saved view, an edited item", async () => {
    const calls = mockFetch(
      serverRoutes({ 'GET _/items/posts/7': { body: { data: { id: 7, title: 'Seven' } } } }),
    );
    await useProjects.getState().loadProjects();
    calls.length = 0;
    await useHydration.getState().hydrate('/_/collections/posts');
    const presets = calls.filter((c) => c.path === '_/collection_presets').map((c) => c.search);
    expect(presets.some((q) => q.includes('filter[collection][eq]=posts'))).toBe(true);
    expect(queryClient.getQueryData(presetKeys.preferences('_', 'posts', adminUser.id))).toBeNull();

    useHydration.getState().reset();
    calls.length = 0;
    await useHydration.getState().hydrate('/_/collections/posts/7');
    const item = calls.find((c) => c.path === '_/items/posts/7');
    expect(item?.search).toContain('fields=*.*.*.*');
    expect(
      queryClient.getQueryData<{ data: { title: string } }>(
        taggedItemQuery('_', 'posts', '7', editParams('posts')).queryKey,
      )?.data.title,
    ).toBe('Seven');
    // Another project's path, a new item, a batch: nothing extra.
    for (const path of ['/other/collections/posts', '/_/collections/posts/+', '/_/collections/posts/1,2']) {
      useHydration.getState().reset();
      calls.length = 0;
      await useHydration.getState().hydrate(path);
      expect(calls.filter((c) => c.path.startsWith('_/items/'))).toHaveLength(0);
      expect(calls.filter((c) => c.search.includes('filter[collection]'))).toHaveLength(0);
    }
  });

  it('drops a project answer asked for before a sign-out, and asks again after it', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let infoCalls = 0;
    const calls = mockFetch(
      serverRoutes({
        'GET _/': async () => {
          infoCalls++;
          // The first answer (signed in) arrives only after the sign-out.
          if (infoCalls === 1) {
            await held;
            return { body: info };
          }
          return { body: { ...info, public: true } };
        },
      }),
    );
    const before = useProjects.getState().loadProjects();
    await vi.waitFor(() => expect(infoCalls).toBe(1));
    useProjects.getState().setAuthenticated('_', false);
    useProjects.getState().reset();
    const after = useProjects.getState().loadProjects();
    release();
    await Promise.all([before, after]);
    expect(calls.filter((c) => c.path === 'server/projects')).toHaveLength(2);
    expect(useProjects.getState().currentProject()?.data?.authenticated).toBe(false);
  });

  it("asks for the opened project's info alongside the project list, and keeps an early answer", async () => {
    const { answerList, calls } = withHeldProjectList();
    startEarly('#/_/collections/posts');
    // The info answers while the list is still on its way.
    await vi.waitFor(() => expect(calls.map((c) => c.path)).toContain('_/'));
    await new Promise((r) => setTimeout(r, 10));
    answerList();
    await vi.waitFor(() => expect(useHydration.getState().hydrated).not.toBeNull());
    expect(calls.filter((c) => c.path === '_/')).toHaveLength(1);
    expect(useProjects.getState().currentProject()?.data).toMatchObject({
      authenticated: true,
      version: '8.8.1',
    });
  });

  it("hands the project's info to the query cache: its readers (maps, uploads) do not ask again", async () => {
    const calls = mockFetch(serverRoutes({}));
    startEarly('#/_/collections/posts');
    await vi.waitFor(() => expect(useHydration.getState().hydrated).not.toBeNull());
    expect(calls.filter((c) => c.path === '_/')).toHaveLength(1);
    calls.length = 0;
    const answer = await queryClient.fetchQuery(projectInfoQuery('_'));
    expect(answer.data.server?.max_upload_size).toBe(1000);
    expect(calls.map((c) => c.path)).not.toContain('_/');
  });

  it('does not hand a signed-out answer to the query cache', async () => {
    const calls = mockFetch(serverRoutes({ 'GET _/': { body: { ...info, public: true } } }));
    await useProjects.getState().loadProjects();
    await useHydration.getState().hydrate();
    expect(queryClient.getQueryData(serverKeys.info('_'))).toBeUndefined();
    expect(calls.map((c) => c.path)).toContain('_/');
  });

  it("asks for the last user's own lists alongside the user, and drops them when someone else starts", async () => {
    let answerMe!: () => void;
    let meHeld = new Promise<void>((resolve) => (answerMe = resolve));
    let me: typeof editor = editor;
    const calls = mockFetch(
      serverRoutes({
        'GET _/users/me': async () => {
          await meHeld;
          return { body: { data: me } };
        },
      }),
    );
    await useProjects.getState().loadProjects();
    // First start: nothing remembered, the user's own lists wait for the user.
    answerMe();
    await useHydration.getState().hydrate('/_/collections/posts');
    expect(localStorage.getItem('atrium.owner._')).toBe(JSON.stringify({ id: 2, role: 2 }));

    // Second start, same user: bookmarks, permissions and the saved view go out with the user.
    useHydration.getState().reset();
    calls.length = 0;
    meHeld = new Promise<void>((resolve) => (answerMe = resolve));
    const done = useHydration.getState().hydrate('/_/collections/posts');
    await vi.waitFor(() => expect(calls.map((c) => c.path)).toContain('_/permissions/me'));
    const early = calls.filter((c) => c.path === '_/collection_presets').map((c) => c.search);
    expect(
      early.some((q) => q.includes('filter[collection][eq]=posts') && q.includes('filter[user][eq]=2')),
    ).toBe(true);
    answerMe();
    await done;
    expect(useHydration.getState().error).toBeNull();
    // Not asked twice.
    expect(calls.filter((c) => c.path === '_/permissions/me')).toHaveLength(1);
    expect(queryClient.getQueryData(presetKeys.bookmarks('_', 2))).toEqual([]);

    // Third start, someone else (an admin) on the same browser: the guess goes, theirs is asked.
    useHydration.getState().reset();
    calls.length = 0;
    me = { ...adminUser, id: 1 } as typeof editor;
    meHeld = Promise.resolve();
    await useHydration.getState().hydrate('/_/collections/posts');
    expect(useHydration.getState().error).toBeNull();
    expect(queryClient.getQueryData(presetKeys.bookmarks('_', 2))).toBeUndefined();
    expect(queryClient.getQueryData(presetKeys.preferences('_', 'posts', 2))).toBeUndefined();
    expect(queryClient.getQueryData(presetKeys.preferences('_', 'posts', 1))).toBeNull();
    const presets = calls.filter((c) => c.path === '_/collection_presets').map((c) => c.search);
    expect(presets.some((q) => q.includes('filter[user][eq]=1'))).toBe(true);
    // An admin's permissions are all; the guessed editor's rows are not kept.
    expect(queryClient.getQueryData(permissionKeys.me('_'))).toEqual({});
    expect(localStorage.getItem('atrium.owner._')).toBe(JSON.stringify({ id: 1, role: 1 }));
  });

  it('starts for the remembered user with the project list, before it arrives', async () => {
    localStorage.setItem('atrium.owner._', JSON.stringify({ id: 1, role: 1 }));
    const { answerList, calls } = withHeldProjectList();
    startEarly('#/_/collections/posts');
    await vi.waitFor(() => expect(calls.map((c) => c.path)).toContain('_/users/me'));
    for (const p of ['_/collections', '_/settings', '_/collection_presets'])
      expect(calls.map((c) => c.path)).toContain(p);
    answerList();
    await vi.waitFor(() => expect(useHydration.getState().hydrated).not.toBeNull());
    expect(useHydration.getState().project).toBe('_');
    expect(calls.filter((c) => c.path === '_/users/me')).toHaveLength(1);
    expect(useSession.getState().user?.id).toBe(1);
  });

  it('sends a remembered user whose session ended to sign in, and forgets them', async () => {
    localStorage.setItem('atrium.owner._', JSON.stringify({ id: 1, role: 1 }));
    mockFetch(
      serverRoutes({
        'GET _/': { body: { ...info, public: true } },
        'GET _/users/me': { status: 401, body: { error: { code: 108, message: 'Not signed in' } } },
      }),
    );
    startEarly('#/_/collections/posts');
    const step = await advanceGuard({ pathname: '/_/collections/posts', search: '' });
    expect(step).toEqual({ type: 'redirect', to: '/login?redirect=%2F_%2Fcollections%2Fposts' });
    await vi.waitFor(() => expect(useHydration.getState().hydrating).toBe(false));
    expect(localStorage.getItem('atrium.owner._')).toBeNull();
  });

  it('does not count an early start for an address whose project is gone', async () => {
    localStorage.setItem('atrium.owner.gone', JSON.stringify({ id: 1, role: 1 }));
    const calls = mockFetch(serverRoutes());
    startEarly('#/gone/collections');
    await vi.waitFor(() => expect(useHydration.getState().project).toBe('_'));
    await vi.waitFor(() => expect(useHydration.getState().hydrated).not.toBeNull());
    expect(useHydration.getState().error).toBeNull();
    expect(useProjects.getState().current).toBe('_');
    expect(calls.map((c) => c.path)).toContain('gone/users/me');
    expect(calls.map((c) => c.path)).toContain('_/users/me');
  });

  it('forgets the remembered user when a start fails', async () => {
    localStorage.setItem('atrium.owner._', JSON.stringify({ id: 2, role: 2 }));
    mockFetch(
      serverRoutes({ 'GET _/users/me': { status: 401, body: { error: { code: 108, message: 'No' } } } }),
    );
    await useProjects.getState().loadProjects();
    await useHydration.getState().hydrate();
    expect(useHydration.getState().error).not.toBeNull();
    expect(localStorage.getItem('atrium.owner._')).toBeNull();
  });

  it('leaves a ?project= address to the guard', async () => {
    const calls = mockFetch(serverRoutes());
    startEarly('#/_/collections?project=_');
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toHaveLength(0);
  });

  it('marks the hydration failed when a call fails', async () => {
    mockFetch(
      serverRoutes({
        'GET _/collections': { status: 500, body: { error: { code: 9, message: 'SQL failed' } } },
      }),
    );
    await useProjects.getState().loadProjects();
    await useHydration.getState().hydrate();
    expect(useHydration.getState().hydrated).toBeNull();
    expect(useHydration.getState().error).toEqual({ code: 9, message: 'SQL failed' });
  });

  it('treats an endpoint the server does not route yet as empty', async () => {
    mockFetch(serverRoutes({ 'GET _/relations': undefined, 'GET _/permissions/me': undefined }));
    await useProjects.getState().loadProjects();
    await useHydration.getState().hydrate();
    expect(useHydration.getState().error).toBeNull();
    expect(queryClient.getQueryData(relationKeys.all('_'))).toEqual([]);
  });

  it('has every extension kind with core entries and an empty server list', async () => {
    mockFetch(serverRoutes({ 'GET interfaces': { body: { data: [] } } }));
    await useProjects.getState().loadProjects();
    await useHydration.getState().hydrate();
    expect(useHydration.getState().hydrated).not.toBeNull();
    expect(extensionsMissingNow({ interfaces: coreInterfaceIds(), layouts: coreLayoutIds() })).toBe(false);
  });

  it('reports missing extensions when a list cannot be loaded, without failing the whole start', async () => {
    mockFetch(
      serverRoutes({ 'GET layouts': { status: 500, body: { error: { code: 0, message: 'boom' } } } }),
    );
    await useProjects.getState().loadProjects();
    await useHydration.getState().hydrate();
    expect(useHydration.getState().hydrated).not.toBeNull();
    expect(extensionsMissingNow({ interfaces: coreInterfaceIds(), layouts: coreLayoutIds() })).toBe(true);
  });

  it('sends the project header and credentials on every call', async () => {
    const seen: RequestInit[] = [];
    mockFetch(serverRoutes());
    const original = globalThis.fetch;
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(init ?? {});
      return original(input, init);
    }) as typeof fetch;
    await useProjects.getState().loadProjects();
    await useHydration.getState().hydrate();
    expect(seen.every((i) => i.credentials === 'include')).toBe(true);
    const projectCalls = seen.filter((i) => (i.headers as Record<string, string>)['x-directus-project']);
    expect(projectCalls.length).toBeGreaterThan(5);
    expect(
      projectCalls.every((i) => (i.headers as Record<string, string>)['x-directus-project'] === '_'),
    ).toBe(true);
  });

  it('starts for a role that may not read users, files, activity or roles (lists come back empty)', async () => {
    const denied = { status: 403, body: { error: { code: 3, message: 'Permission denied' } } };
    mockFetch(
      serverRoutes({
        'GET _/users/me': { body: { data: editor } },
        'GET _/users': denied,
        'GET _/collection_presets': denied,
        'GET _/settings': denied,
        'GET _/relations': denied,
        'GET _/permissions/me': {
          body: {
            data: [
              { collection: 'posts', read: 'full' },
              { collection: 'directus_users', read: 'none' },
              { collection: 'directus_files', read: 'none' },
            ],
          },
        },
      }),
    );
    await useProjects.getState().loadProjects();
    await useHydration.getState().hydrate();
    expect(useHydration.getState().error).toBeNull();
    expect(useHydration.getState().hydrated).not.toBeNull();
    expect(queryClient.getQueryData(userKeys.directory('_'))).toEqual([]);
    expect(queryClient.getQueryData(relationKeys.all('_'))).toEqual([]);
  });

  it('still fails on a server error of a list (not a permission answer)', async () => {
    mockFetch(
      serverRoutes({
        'GET _/users/me': { body: { data: editor } },
        'GET _/users': { status: 500, body: { error: { code: 0, message: 'Boom' } } },
      }),
    );
    await useProjects.getState().loadProjects();
    await useHydration.getState().hydrate();
    expect(useHydration.getState().error).toEqual({ code: 0, message: 'Boom' });
  });
});
