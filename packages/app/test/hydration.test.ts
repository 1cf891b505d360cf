import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '../src/api/client';
import { useData } from '../src/stores/data';
import { useHydration } from '../src/stores/hydration';
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

describe('startup hydration', () => {
  beforeEach(() => resetStores());

  it('loads the user, then the language, then the lists, then permissions, and marks hydrated', async () => {
    const calls = mockFetch(serverRoutes());
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
      '_/',
    ];
    for (const p of lists) expect(paths).toContain(p);
    expect(paths.at(-1)).toBe('_/permissions/me');
    expect(Math.max(...lists.map((p) => paths.indexOf(p)))).toBeLessThan(paths.indexOf('_/permissions/me'));

    expect(i18n.language).toBe('de-DE');
    expect(useUi.getState().theme).toBe('dark');
    expect(useSession.getState().user?.email).toBe('admin@example.com');
    expect(Object.keys(useData.getState().collections)).toEqual(['posts']);
    expect(useData.getState().settings.project_color).toBe('#123456');
    expect(useData.getState().serverInfo).toEqual({
      apiVersion: '8.8.1',
      maxUploadSize: 1000,
      databaseVendor: 'sqlite',
    });
    expect(useData.getState().permissions.posts?.read).toBe('full');
    expect(useHydration.getState().extensionsMissing()).toBe(false);
    await i18n.changeLanguage('en-US');
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
    expect(useData.getState().relations).toEqual([]);
  });

  it('reports missing extensions when none are loaded', async () => {
    mockFetch(serverRoutes());
    await useProjects.getState().loadProjects();
    await useHydration.getState().hydrate();
    useData.getState().set({ extensions: { interfaces: [], layouts: [], modules: [] } });
    expect(useHydration.getState().extensionsMissing()).toBe(true);
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
    api.project = '_';
    await useHydration.getState().hydrate();
    expect(seen.every((i) => i.credentials === 'include')).toBe(true);
  });
});
