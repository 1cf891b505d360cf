import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { routes } from '../src/App';
import '../src/i18n';
import { adminUser, mockFetch, type MockCall } from './fetch-mock';
import { resetStores } from './reset';

const publicInfo = (name: string) => ({
  data: { api: { project_name: name, requires2FA: false } },
  public: true,
});
const privateInfo = (name: string) => ({
  data: { api: { project_name: name, version: '8.8.1' }, server: {} },
});

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

const location = (router: ReturnType<typeof renderAt>) =>
  router.state.location.pathname + router.state.location.search;

/** A server with one project; signing in flips the project info to authenticated. */
function server(authenticate: (call: MockCall) => { status?: number; body?: unknown }) {
  let signedIn = false;
  return mockFetch({
    'GET server/projects': { body: { data: ['_'] } },
    'GET _/': () => ({ body: signedIn ? privateInfo('Demo') : publicInfo('Demo') }),
    'GET _/auth/sso': { body: { data: [{ name: 'github', icon: null }] } },
    'POST _/auth/authenticate': (call) => {
      const res = authenticate(call);
      if ((res.status ?? 200) === 200) signedIn = true;
      return res;
    },
    'GET _/users/me': { body: { data: adminUser } },
    'GET server/ping': { body: 'pong' },
  });
}

const fail = (status: number, code: number, message = 'x') => ({
  status,
  body: { error: { code, message } },
});

async function submit(email: string, password: string) {
  fireEvent.change(await screen.findByLabelText(/^Email/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('app flow', () => {
  beforeEach(() => resetStores());

  it('sends a server without projects to the installer', async () => {
    mockFetch({ 'GET server/projects': fail(503, 14, 'This instance has no projects') });
    const router = renderAt('/login');
    expect(await screen.findByRole('heading', { name: 'Project Info' })).toBeTruthy();
    expect(location(router)).toBe('/install');
  });

  it('asks for the super-admin password only once a project exists', async () => {
    mockFetch({ 'GET server/projects': { body: { data: ['_'] } }, 'GET _/': { body: publicInfo('Demo') } });
    renderAt('/install');
    expect(await screen.findByLabelText(/^Super-Admin Password/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Project Name/), { target: { value: 'My Blog Ü' } });
    expect((screen.getByLabelText(/^Project Key/) as HTMLInputElement).value).toBe('my-blog-u');
  });

  it('sends anonymous users to sign in, with the page they asked for as redirect', async () => {
    const calls = server(() => ({ body: { data: { user: adminUser } } }));
    const router = renderAt('/_/collections');
    await screen.findByRole('heading', { name: 'Sign In' });
    expect(location(router)).toBe(`/login?redirect=${encodeURIComponent('/_/collections')}`);
    expect(screen.getByTestId('login-notice').textContent).toBe('Not Authenticated');
    await submit('admin@example.com', 'secret');
    expect(await screen.findByRole('heading', { name: 'Collections', level: 1 })).toBeTruthy();
    expect(location(router)).toBe('/_/collections');
    const login = calls.find((c) => c.path === '_/auth/authenticate')!;
    expect(login.body).toEqual({ email: 'admin@example.com', password: 'secret', mode: 'cookie' });
  });

  it('shows code 100 as a warning and selects the password', async () => {
    server(() => fail(404, 100, 'Invalid user credentials'));
    renderAt('/login');
    await submit('admin@example.com', 'wrong');
    await waitFor(() =>
      expect(screen.getByTestId('login-notice').textContent).toBe('Incorrect Email/Password'),
    );
    const password = screen.getByLabelText(/^Password/) as HTMLInputElement;
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect([password.selectionStart, password.selectionEnd]).toEqual([0, 5]);
  });

  it('shows other codes with the server message, and unreachable APIs in danger', async () => {
    let answer = fail(401, 103, 'User inactive');
    server(() => answer);
    renderAt('/login');
    await submit('admin@example.com', 'x');
    await waitFor(() => expect(screen.getByTestId('login-notice').textContent).toBe('User Suspended'));
    answer = fail(500, 9, 'Database exploded');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByTestId('login-notice').textContent).toBe('Database exploded'));
  });

  it('asks for a one-time password after code 111 and sends it masked to 6 digits', async () => {
    const calls = server((call) =>
      (call.body as { otp?: string }).otp === '123456'
        ? { body: { data: { user: adminUser } } }
        : fail(404, 111),
    );
    const router = renderAt('/login');
    await submit('admin@example.com', 'secret');
    const otp = (await screen.findByLabelText(/^One-Time Password/)) as HTMLInputElement;
    expect(screen.getByTestId('login-notice').textContent).toBe(
      'Enter the one-time password from your authenticator app.',
    );
    fireEvent.change(otp, { target: { value: '123456' } });
    expect(otp.value).toBe('123-456');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByRole('heading', { name: 'Collections', level: 1 });
    expect(location(router)).toBe('/_/collections');
    const logins = calls
      .filter((c) => c.path === '_/auth/authenticate')
      .map((c) => (c.body as { otp?: string }).otp);
    expect(logins).toEqual([undefined, '123456']);
  });

  it('sends users whose role enforces 2FA to the setup screen (code 113), which activates it', async () => {
    let activated = false;
    const calls = mockFetch({
      'GET server/projects': { body: { data: ['_'] } },
      'GET _/': () => ({ body: activated ? privateInfo('Demo') : publicInfo('Demo') }),
      'GET _/auth/sso': { body: { data: [] } },
      'POST _/auth/authenticate': {
        body: { data: { user: adminUser }, error: { code: 113, message: '2FA enforced' } },
      },
      'GET _/utils/2fa_secret': { body: { data: { '2fa_secret': 'JBSWY3DPEHPK3PXP' } } },
      'POST _/users/me/activate_2fa': () => {
        activated = true;
        return { body: { data: adminUser } };
      },
      'GET _/users/me': { body: { data: adminUser } },
      'GET server/ping': { body: 'pong' },
    });
    const router = renderAt('/login');
    await submit('admin@example.com', 'secret');
    await waitFor(() => expect(location(router)).toBe('/setup-2fa'));
    expect(await screen.findByRole('img', { name: /QR code/ })).toBeTruthy();
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^One-Time Password/), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByRole('heading', { name: 'Collections', level: 1 });
    expect(calls.find((c) => c.path === '_/users/me/activate_2fa')?.body).toEqual({
      '2fa_secret': 'JBSWY3DPEHPK3PXP',
      otp: '654321',
    });
  });

  it('shows the error of the error/code query parameters, then removes them', async () => {
    server(() => ({}));
    const router = renderAt('/login?error=true&code=115');
    await waitFor(() =>
      expect(screen.getByTestId('login-notice').textContent).toBe('SSO is not allowed when 2FA is enabled'),
    );
    await waitFor(() => expect(location(router)).toBe('/login'));
  });

  it('sets the dragging body class while dragging, cleared 50 ms after the last drag event', async () => {
    server(() => ({}));
    renderAt('/login');
    await screen.findByRole('heading', { name: 'Sign In' });
    expect(document.body.classList.contains('public')).toBe(true);
    fireEvent.dragEnter(window);
    expect(document.body.classList.contains('dragging')).toBe(true);
    await waitFor(() => expect(document.body.classList.contains('dragging')).toBe(false), { timeout: 500 });
  });

  it('links SSO providers in cookie mode back to the admin app', async () => {
    server(() => ({}));
    renderAt('/login');
    const link = await screen.findByRole('link', { name: 'Sign in with github' });
    expect(link.getAttribute('href')).toBe(
      `http://localhost/_/auth/sso/github?mode=cookie&redirect_url=${encodeURIComponent('http://localhost/admin/#/')}`,
    );
  });

  it('offers a project chooser only with several projects, marking signed-in ones', async () => {
    mockFetch({
      'GET server/projects': { body: { data: ['a', 'b'] } },
      'GET a/': { body: publicInfo('Alpha') },
      'GET b/': { body: privateInfo('Beta') },
    });
    renderAt('/login');
    const chooser = (await screen.findByLabelText('Choose Project')) as HTMLSelectElement;
    await waitFor(() => expect([...chooser.options].map((o) => o.textContent)).toEqual(['Alpha', '• Beta']));
  });

  it('preselects the project of the project query parameter and removes it', async () => {
    mockFetch({
      'GET server/projects': { body: { data: ['a', 'b'] } },
      'GET a/': { body: publicInfo('Alpha') },
      'GET b/': { body: publicInfo('Beta') },
    });
    const router = renderAt('/login?project=b');
    const chooser = (await screen.findByLabelText('Choose Project')) as HTMLSelectElement;
    await waitFor(() => expect(chooser.value).toBe('b'));
    expect(location(router)).toBe('/login');
  });

  it('ignores a project query parameter naming an unknown project', async () => {
    mockFetch({
      'GET server/projects': { body: { data: ['a', 'b'] } },
      'GET a/': { body: publicInfo('Alpha') },
      'GET b/': { body: publicInfo('Beta') },
    });
    const router = renderAt('/login?project=nope');
    const chooser = (await screen.findByLabelText('Choose Project')) as HTMLSelectElement;
    await waitFor(() => expect(location(router)).toBe('/login'));
    expect(chooser.value).toBe('a');
  });

  it('offers "continue as" when already signed in, and shows a not-found page inside the app', async () => {
    mockFetch({
      'GET server/projects': { body: { data: ['_'] } },
      'GET _/': { body: privateInfo('Demo') },
      'GET _/users/me': { body: { data: adminUser } },
      'GET _/auth/sso': { body: { data: [] } },
      'GET server/ping': { body: 'pong' },
    });
    const router = renderAt('/login');
    expect(await screen.findByText('You are already signed in as Ada Admin.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Collections', level: 1 });
    await act(() => router.navigate('/_/does/not/exist/at/all'));
    expect(await screen.findByRole('heading', { name: 'Page Not Found', level: 1 })).toBeTruthy();
  });

  it('shows a full-page error when hydration fails, with a way out', async () => {
    mockFetch({
      'GET server/projects': { body: { data: ['_'] } },
      'GET _/': { body: privateInfo('Demo') },
      'GET _/users/me': { body: { data: adminUser } },
      'GET _/collections': fail(500, 11, 'db down'),
      'GET server/ping': { body: 'pong' },
    });
    renderAt('/_/collections');
    expect(await screen.findByRole('heading', { name: 'Server Error' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign out and pick another project' }).getAttribute('href')).toBe(
      '/logout',
    );
  });
});

describe('bookmarks', () => {
  beforeEach(() => resetStores());

  it("copies the bookmark's view into the user's own preset, then opens the listing with ?b", async () => {
    const bookmark = {
      id: 7,
      title: 'Drafts',
      collection: 'posts',
      search_query: 'hello',
      filters: [{ field: 'status', operator: 'eq', value: 'draft' }],
      view_type: 'cards',
      view_query: { cards: { sort: '-id' } },
      view_options: null,
    };
    const calls = mockFetch({
      'GET server/projects': { body: { data: ['_'] } },
      'GET _/': { body: privateInfo('Demo') },
      'GET _/users/me': { body: { data: adminUser } },
      'GET server/ping': { body: 'pong' },
      'GET _/collection_presets/7': { body: { data: bookmark } },
      'GET _/collection_presets': { body: { data: [{ id: 3, title: null, collection: 'posts', user: 1 }] } },
      'PATCH _/collection_presets/3': { body: { data: {} } },
    });
    const router = renderAt('/_/bookmarks/posts/7');
    // Lands on the listing with ?b=7, which the listing's gate then removes (route-rules test).
    await waitFor(() => expect(location(router)).toMatch(/^\/_\/collections\/posts(\?b=7)?$/), {
      timeout: 10_000,
    });
    const patch = calls.find((c) => c.method === 'PATCH' && c.path === '_/collection_presets/3');
    expect(patch?.body).toEqual({
      search_query: 'hello',
      filters: bookmark.filters,
      view_type: 'cards',
      view_query: bookmark.view_query,
      view_options: null,
    });
    const lookup = calls.filter((c) => c.path === '_/collection_presets').at(-1)!;
    expect(lookup.search).toContain('filter[collection][eq]=posts');
    expect(lookup.search).toContain('filter[title][null]=1');
    expect(lookup.search).toContain('filter[user][eq]=1');
  });
});

describe('after each navigation', () => {
  beforeEach(() => resetStores());

  function signedIn() {
    return mockFetch({
      'GET server/projects': { body: { data: ['_'] } },
      'GET _/': { body: privateInfo('Demo') },
      'GET _/users/me': { body: { data: adminUser } },
      'GET server/ping': { body: 'pong' },
      'PATCH _/users/1/tracking/page': { body: { data: adminUser } },
    });
  }

  it('tracks the page once hydrated and pings one second later', async () => {
    const calls = signedIn();
    const router = renderAt('/_/collections');
    await screen.findByRole('heading', { name: 'Collections', level: 1 });
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
        { last_page: '/_/collections' },
      ]),
    );
    const pings = () => calls.filter((c) => c.path === 'server/ping').length;
    // Hydration measures the latency once, and the first page pings one second after it opened:
    // both are counted before the next navigation, so neither can land in the window measured below.
    await waitFor(() => expect(pings()).toBe(2), { timeout: 3000 });
    const before = pings();
    await act(() => router.navigate('/_/files'));
    await new Promise((r) => setTimeout(r, 500));
    expect(pings()).toBe(before);
    await waitFor(() => expect(pings()).toBe(before + 1), { timeout: 1500 });
    expect(calls.filter((c) => c.method === 'PATCH').at(-1)?.body).toEqual({ last_page: '/_/files' });
  });

  it('opens the wide info sidebar on item pages of wide windows, and closes sidebars on navigation', async () => {
    signedIn();
    const width = window.innerWidth;
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1300 });
    try {
      const router = renderAt('/_/collections/posts/1');
      await waitFor(() => expect(document.body.classList.contains('info-wide-active')).toBe(true));
      expect(document.body.classList.contains('private')).toBe(true);
      await act(() => router.navigate('/_/collections'));
      await waitFor(() => expect(document.body.classList.contains('info-wide-active')).toBe(false));
      expect(document.body.classList.contains('info-active')).toBe(false);
    } finally {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    }
  });
});

describe('password reset', () => {
  beforeEach(() => resetStores());

  it('requests a reset link for an e-mail, pointing back at the app', async () => {
    const calls = mockFetch({
      'GET server/projects': { body: { data: ['_'] } },
      'GET _/': { body: publicInfo('Demo') },
      'POST _/auth/password/request': { status: 204 },
    });
    renderAt('/reset-password');
    fireEvent.change(await screen.findByLabelText(/^Email/), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(
      await screen.findByText('If the address belongs to an account, a reset link is on its way.'),
    ).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      email: 'ada@example.com',
      reset_url: 'http://localhost/admin/#/reset-password',
    });
  });

  it('sets a new password with the token of the link', async () => {
    const calls = mockFetch({
      'GET server/projects': { body: { data: ['_'] } },
      'GET _/': { body: publicInfo('Demo') },
      'POST _/auth/password/reset': { status: 204 },
    });
    renderAt('/reset-password?token=abc.def.ghi');
    fireEvent.change(await screen.findByLabelText(/^New Password/), { target: { value: 'n3w password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Your password has been reset. You can sign in now.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      token: 'abc.def.ghi',
      password: 'n3w password',
    });
  });

  it('shows the error of an expired token', async () => {
    mockFetch({
      'GET server/projects': { body: { data: ['_'] } },
      'GET _/': { body: publicInfo('Demo') },
      'POST _/auth/password/reset': fail(401, 105, 'Expired reset password token'),
    });
    renderAt('/reset-password?token=old');
    fireEvent.change(await screen.findByLabelText(/^New Password/), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Expired reset password token')).toBeTruthy();
  });
});
