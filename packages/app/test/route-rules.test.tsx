import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { routes } from '../src/App';
import '../src/i18n';
import { useNotifications } from '../src/stores/notifications';
import { adminUser, mockFetch } from './fetch-mock';
import { resetStores } from './reset';

const privateInfo = { data: { api: { project_name: 'Demo', version: '8.8.1' }, server: {} } };
const editor = {
  ...adminUser,
  id: 2,
  email: 'editor@example.com',
  role: { id: 2, name: 'Editor', collection_listing: null, module_listing: null },
};
const denied = { status: 403, body: { error: { code: 3, message: 'Permission denied' } } };
const pk = { field: 'id', primary_key: true, type: 'integer' };
const collection = (name: string, single = false) => ({
  collection: name,
  hidden: false,
  managed: true,
  single,
  note: null,
  icon: null,
  translation: null,
  fields: { id: { ...pk, collection: name } },
});

/** A signed-in server with two projects; `user` decides admin or not. */
function server(user = adminUser, overrides: Parameters<typeof mockFetch>[0] = {}) {
  const base = (p: string) => ({
    [`GET ${p}/`]: { body: privateInfo },
    [`GET ${p}/users/me`]: { body: { data: user } },
    [`GET ${p}/collections`]: {
      body: { data: [collection('posts'), collection('home', true), collection('about', true)] },
    },
    [`GET ${p}/permissions/me`]: {
      body: {
        data: [
          { collection: 'posts', read: 'full' },
          { collection: 'directus_users', read: 'none' },
          { collection: 'directus_files', read: 'none' },
          { collection: 'directus_activity', read: 'none' },
        ],
      },
    },
    [`PATCH ${p}/users/${user.id}/tracking/page`]: { body: { data: user } },
    [`GET ${p}/items/home`]: { body: { data: [{ id: 7 }] } },
    [`GET ${p}/items/about`]: { body: { data: [] } },
    [`GET ${p}/collection_presets/999`]: {
      status: 404,
      body: { error: { code: 203, message: 'Item not found' } },
    },
  });
  return mockFetch({
    'GET server/projects': { body: { data: ['_', 'other'] } },
    'GET server/ping': { body: 'pong' },
    ...base('_'),
    ...base('other'),
    ...overrides,
  });
}

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}
const where = (router: ReturnType<typeof renderAt>) =>
  router.state.location.pathname + router.state.location.search;

describe('route rules (issue 14 item 7)', () => {
  beforeEach(() => resetStores());

  it('shows not-found for an unknown collection', async () => {
    server();
    renderAt('/_/collections/nope');
    expect(await screen.findByRole('heading', { name: 'Page Not Found', level: 1 })).toBeTruthy();
  });

  it('opens the item of a single-item collection, or the new-item form when it has none', async () => {
    server();
    const router = renderAt('/_/collections/home');
    await waitFor(() => expect(where(router)).toBe('/_/collections/home/7'));
    await act(() => router.navigate('/_/collections/about'));
    await waitFor(() => expect(where(router)).toBe('/_/collections/about/+'));
  });

  it('removes the bookmark parameter from the listing address', async () => {
    server();
    const router = renderAt('/_/collections/posts?b=3');
    await waitFor(() => expect(where(router)).toBe('/_/collections/posts'));
  });

  it('shows not-found for an unknown bookmark, without an error toast', async () => {
    server();
    renderAt('/_/bookmarks/posts/999');
    expect(await screen.findByRole('heading', { name: 'Page Not Found', level: 1 })).toBeTruthy();
    expect(useNotifications.getState().queue).toEqual([]);
  });

  it('keeps settings from non-admins, shows them to admins with proper titles', async () => {
    server(editor);
    const router = renderAt('/_/settings');
    expect(await screen.findByRole('heading', { name: 'Page Not Found', level: 1 })).toBeTruthy();
    await act(() => router.navigate('/_/settings/webhooks'));
    expect(await screen.findByRole('heading', { name: 'Page Not Found', level: 1 })).toBeTruthy();
  });

  it('titles the interfaces settings screen with text, not an i18next error', async () => {
    server();
    renderAt('/_/settings/interfaces');
    expect(await screen.findByRole('heading', { name: 'Interfaces', level: 1 })).toBeTruthy();
  });

  it('tracks each page once, to the project of the path, also after ?project=', async () => {
    const calls = server();
    const router = renderAt('/_/collections');
    await screen.findByRole('heading', { name: 'Collections', level: 1 });
    await act(() => router.navigate('/_/collections/posts'));
    await act(() => router.navigate('/_/collections?project=other'));
    await screen.findByRole('heading', { name: 'Collections', level: 1 });
    await new Promise((r) => setTimeout(r, 300));
    const patches = calls.filter((c) => c.method === 'PATCH');
    expect(patches.map((c) => `${c.path} ${(c.body as { last_page: string }).last_page}`)).toEqual([
      '_/users/1/tracking/page /_/collections',
      '_/users/1/tracking/page /_/collections/posts',
      '_/users/1/tracking/page /_/collections',
    ]);
  });

  it('reaches the collections of a role that may not read users, files or activity', async () => {
    server(editor, {
      'GET _/users': denied,
      'GET _/files': denied,
      'GET _/activity': denied,
      'GET _/collection_presets': denied,
    });
    renderAt('/_/collections');
    expect(await screen.findByRole('heading', { name: 'Collections', level: 1 })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Posts' }).length).toBeGreaterThan(0);
    // The modules it may not read are hidden.
    expect(screen.queryByRole('link', { name: 'User Directory' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'File Library' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Notifications' })).toBeNull();
  });

  it('sends a signed-out visitor of /setup-2fa to sign in without fetching a secret', async () => {
    const calls = mockFetch({
      'GET server/projects': { body: { data: ['_'] } },
      'GET _/': { body: { data: { api: { project_name: 'Demo' } }, public: true } },
      'GET _/utils/2fa_secret': { body: { data: { '2fa_secret': 'JBSWY3DPEHPK3PXP' } } },
    });
    const router = renderAt('/setup-2fa');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.queryByText('JBSWY3DPEHPK3PXP')).toBeNull();
    expect(calls.some((c) => c.path === '_/utils/2fa_secret')).toBe(false);
  });
});
