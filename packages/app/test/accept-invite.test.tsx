import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { routes } from '../src/App';
import { decodeInvitation } from '../src/routes/accept-invite/invitation';
import '../src/i18n';
import { mockFetch } from './fetch-mock';
import { resetStores } from './reset';

const b64url = (value: unknown) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value))
    .toString('base64')
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

let serial = 0;
/** An unsigned stand-in for the server's invitation JWT; each one is new (acceptance is per token). */
function invitation(claims: Record<string, unknown> = {}) {
  serial += 1;
  const payload = {
    email: 'new.person@example.com',
    type: 'invitation',
    project: 'team',
    exp: Date.UTC(2031, 4, 17, 12) / 1000,
    n: serial,
    ...claims,
  };
  return `${b64url({ typ: 'JWT', alg: 'HS256' })}.${b64url(payload)}.c2lnbmF0dXJl`;
}

describe('decodeInvitation', () => {
  it('reads the address, project and expiry of the token without verifying it', () => {
    const token = invitation({ email: 'zoë@exämple.com', project: 'team', exp: 1_900_000_000 });
    expect(decodeInvitation(token)).toEqual({
      email: 'zoë@exämple.com',
      project: 'team',
      expiresAt: 1_900_000_000_000,
    });
  });

  it('leaves out claims that are missing or not of the expected type', () => {
    const token = `${b64url({})}.${b64url({ email: 7, project: '', exp: 'soon' })}.x`;
    expect(decodeInvitation(token)).toEqual({ email: null, project: null, expiresAt: null });
  });

  it('gives null for anything that is not a readable JWT', () => {
    const header = b64url({ alg: 'HS256' });
    for (const bad of [
      null,
      '',
      'not-a-token',
      `${header}.${b64url({ project: 'team' })}`,
      `${header}..sig`,
      `${header}.${b64url('not json')}.sig`,
      `${header}.${b64url([1, 2])}.sig`,
      `${header}.${b64url('null')}.sig`,
      `${header}.pa+yl/oad.sig`,
      `${header}.${Buffer.from([0xff, 0xfe]).toString('base64url')}.sig`,
    ]) {
      expect(decodeInvitation(bad), String(bad)).toBeNull();
    }
  });
});

const fail = (status: number, code: number, message = 'x') => ({
  status,
  body: { error: { code, message } },
});

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('accept-invite page', () => {
  beforeEach(() => resetStores());

  it('accepts the invitation of the token’s project once and offers a link to set a password', async () => {
    const token = invitation();
    const calls = mockFetch({
      'GET server/projects': { body: { data: ['_'] } },
      'GET _/': { body: { data: { api: { project_name: 'Demo' } }, public: true } },
      [`GET team/users/invite/${token}`]: {
        body: { data: { id: 9, email: 'new.person@example.com', status: 'active' } },
      },
      'POST team/auth/password/request': { status: 204 },
    });
    renderAt(`/accept-invite?token=${token}`);
    expect(await screen.findByRole('heading', { name: 'Welcome', level: 1 })).toBeTruthy();
    expect(screen.getByText('Invitation accepted: your account is active.')).toBeTruthy();
    expect(screen.getByText(/Get a link at new\.person@example\.com to choose one/)).toBeTruthy();
    expect(calls.filter((c) => c.path.includes('/users/invite/'))).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');

    const send = screen.getByRole('button', { name: 'Email Me a Password Link' });
    expect(document.activeElement).toBe(send);
    fireEvent.click(send);
    expect(
      await screen.findByText(
        'A link to set your password is on its way to new.person@example.com. Check your inbox.',
      ),
    ).toBeTruthy();
    const request = calls.find((c) => c.path === 'team/auth/password/request');
    expect(request?.body).toEqual({
      email: 'new.person@example.com',
      reset_url: 'http://localhost/admin/#/reset-password',
    });
    expect(screen.queryByRole('button', { name: 'Email Me a Password Link' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign In' }).className).toContain('button-primary');
  });

  it('tells an expired invitation (102) with its end date and how to get a new one', async () => {
    const token = invitation();
    mockFetch({
      'GET server/projects': { body: { data: ['_'] } },
      [`GET team/users/invite/${token}`]: fail(401, 102, 'Expired token'),
    });
    renderAt(`/accept-invite?token=${token}`);
    expect(await screen.findByRole('heading', { name: 'Invitation Expired' })).toBeTruthy();
    expect(screen.getByRole('alert').querySelector('.notice-body')!.textContent).toBe(
      'This invitation expired on May 17, 2031.',
    );
    expect(screen.getByText(/Ask the administrator who invited you to send another one/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Try Again/ })).toBeNull();
  });

  it('tells an invalid token (101)', async () => {
    const token = invitation();
    mockFetch({
      'GET server/projects': { body: { data: ['_'] } },
      [`GET team/users/invite/${token}`]: fail(401, 101, 'Invalid token'),
    });
    renderAt(`/accept-invite?token=${token}`);
    expect(await screen.findByRole('heading', { name: 'Invalid Invitation' })).toBeTruthy();
    expect(screen.getByRole('alert').querySelector('.notice-body')!.textContent).toMatch(
      /^This invitation link isn't valid/,
    );
  });

  it('shows a link without a readable token as invalid without calling the server', async () => {
    const calls = mockFetch({ 'GET server/projects': { body: { data: ['_'] } } });
    renderAt('/accept-invite?token=garbage');
    expect(await screen.findByRole('heading', { name: 'Invalid Invitation' })).toBeTruthy();
    expect(calls.some((c) => c.path.includes('users/invite'))).toBe(false);
  });

  it('tells an invitation that is already used (106) and still offers the ways in', async () => {
    const token = invitation();
    const calls = mockFetch({
      'GET server/projects': { body: { data: ['_'] } },
      [`GET team/users/invite/${token}`]: fail(404, 106, 'User not found'),
      'POST team/auth/password/request': { status: 204 },
    });
    renderAt(`/accept-invite?token=${token}`);
    expect(await screen.findByRole('heading', { name: 'Invitation Already Used' })).toBeTruthy();
    expect(screen.getByText('This invitation has already been accepted or was withdrawn.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Email Me a Password Link' }));
    expect(
      await screen.findByText(
        'If new.person@example.com has an active account, a link to set its password is on its way.',
      ),
    ).toBeTruthy();
    expect(calls.find((c) => c.path === 'team/auth/password/request')?.body).toMatchObject({
      email: 'new.person@example.com',
    });
  });

  it('offers a retry when the server cannot be reached, and the retry accepts', async () => {
    const token = invitation();
    let down = true;
    const calls = mockFetch({
      'GET server/projects': { body: { data: ['_'] } },
      [`GET team/users/invite/${token}`]: () => {
        if (down) throw new TypeError('Failed to fetch');
        return { body: { data: { email: 'new.person@example.com', status: 'active' } } };
      },
    });
    renderAt(`/accept-invite?token=${token}`);
    expect(await screen.findByRole('heading', { name: "Couldn't Reach the Server" })).toBeTruthy();
    expect(screen.getByText(/hasn't been accepted yet; the link still works/)).toBeTruthy();
    down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeTruthy();
    await waitFor(() => expect(calls.filter((c) => c.path.includes('/users/invite/'))).toHaveLength(2));
  });
});
