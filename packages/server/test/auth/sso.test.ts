import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbTargets } from '../support/databases';
import {
  installProject,
  projectKnex,
  startTestServer,
  type InstalledProject,
  type TestServer,
} from '../support/server';
import { call, createRole } from './helpers';
import { createUser } from '../support/users';
import { Browser, startOidcProvider } from './oidc';

const targets = await dbTargets();
const P = 'sso';

describe.each(targets)('single sign-on over OpenID Connect on $name', (target) => {
  let server: TestServer;
  let project: InstalledProject;
  let knex: Knex;
  let idp: Awaited<ReturnType<typeof startOidcProvider>>;
  let app: string;

  beforeAll(async () => {
    server = await startTestServer();
    project = await installProject(server, target, P);
    knex = await projectKnex(server, P);
    idp = await startOidcProvider('atrium', 'atrium-secret', `${server.url}/${P}/auth/sso/local/callback`);
    // Add the provider to the project config, as an operator would.
    const file = path.join(server.dataDir, 'projects', `${P}.json`);
    const config = JSON.parse(await fs.readFile(file, 'utf8'));
    config.auth.social_providers = {
      local: {
        type: 'openid',
        issuer: idp.issuer,
        client_id: 'atrium',
        client_secret: 'atrium-secret',
        icon: 'https://example.com/i.svg',
      },
      disabled: { issuer: idp.issuer, client_id: 'x', enabled: false },
      down: { issuer: 'http://127.0.0.1:1', client_id: 'x', client_secret: 'y' },
    };
    await fs.writeFile(file, JSON.stringify(config));
    await new Promise((r) => setTimeout(r, 1100)); // the registry re-reads config files after a second
    app = `${server.url}/admin/#/`;
  });

  afterAll(async () => {
    await knex?.destroy();
    await server?.close();
    await idp?.close();
    await project?.cleanup();
  });

  const start = (redirect: string, mode = 'cookie') =>
    `${server.url}/${P}/auth/sso/local?mode=${mode}&redirect_url=${encodeURIComponent(redirect)}`;

  it('lists the enabled providers with name and icon', async () => {
    const res = await call(server, `/${P}/auth/sso`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: [
        { name: 'down', icon: null },
        { name: 'local', icon: 'https://example.com/i.svg' },
      ],
      public: true,
    });
  });

  it('signs in through the provider and ends with a cookie session of the matching user', async () => {
    const u = await createUser(knex, { role: 1 });
    idp.account.email = u.email;
    const browser = new Browser();
    const { url } = await browser.navigate(start(app), { referer: app, stopAt: `${server.url}/admin/` });
    expect(url).toBe(app);
    const cookie = browser.cookie(server.url, `directus-${P}-session`);
    expect(cookie).toBeTruthy();
    const me = await call(server, `/${P}/users/me`, {
      headers: { Cookie: `directus-${P}-session=${cookie}` },
    });
    expect(me.status).toBe(200);
    expect(me.body.data.id).toBe(u.id);
    const session = await knex('directus_user_sessions').where({ user: u.id, token_type: 'cookie' }).first();
    expect(session).toBeTruthy();
  });

  it('in JWT mode hands a request token to the app, exchanged once for a JWT', async () => {
    const u = await createUser(knex, { role: 1 });
    idp.account.email = u.email;
    const browser = new Browser();
    const { url } = await browser.navigate(start(app, 'jwt'), {
      referer: app,
      stopAt: `${server.url}/admin/`,
    });
    const requestToken = new URL(url.replace('#/', '')).searchParams.get('request_token')!;
    expect(requestToken).toBeTruthy();
    const res = await call(server, `/${P}/auth/sso/access_token`, {
      method: 'POST',
      json: { request_token: requestToken },
    });
    expect(res.status).toBe(200);
    const me = await call(server, `/${P}/users/me`, {
      headers: { Authorization: `Bearer ${res.body.data.token}` },
    });
    expect(me.body.data.id).toBe(u.id);
    const again = await call(server, `/${P}/auth/sso/access_token`, {
      method: 'POST',
      json: { request_token: requestToken },
    });
    expect([again.status, again.body.error.code]).toEqual([401, 109]);
    const bad = await call(server, `/${P}/auth/sso/access_token`, {
      method: 'POST',
      json: { request_token: requestToken.slice(0, -3) + 'AAA' },
    });
    expect([bad.status, bad.body.error.code]).toEqual([401, 109]);
  });

  it('refuses an unknown e-mail by redirecting to the app with error and code 107', async () => {
    idp.account.email = `stranger-${Date.now()}@example.com`;
    const browser = new Browser();
    const { url } = await browser.navigate(start(app), { referer: app, stopAt: `${server.url}/admin/` });
    expect(url.startsWith(`${app}?error=true&code=107`)).toBe(true);
    expect(browser.cookie(server.url, `directus-${P}-session`)).toBeUndefined();
  });

  it('refuses accounts with 2FA (115) and suspended accounts (103)', async () => {
    const withOtp = await createUser(knex, { '2fa_secret': 'JBSWY3DPEHPK3PXP' });
    idp.account.email = withOtp.email;
    let r = await new Browser().navigate(start(app), { referer: app, stopAt: `${server.url}/admin/` });
    expect(r.url).toContain('error=true&code=115');
    const enforced = await createUser(knex, { role: await createRole(knex, { enforce_2fa: 1 }) });
    idp.account.email = enforced.email;
    r = await new Browser().navigate(start(app), { referer: app, stopAt: `${server.url}/admin/` });
    expect(r.url).toContain('error=true&code=115');
    const suspended = await createUser(knex, { status: 'suspended' });
    idp.account.email = suspended.email;
    r = await new Browser().navigate(start(app), { referer: app, stopAt: `${server.url}/admin/` });
    expect(r.url).toContain('error=true&code=103');
  });

  it('refuses an untrusted redirect URL before going to the provider', async () => {
    for (const bad of ['https://evil.example/steal', 'javascript:alert(1)', '//evil.example/x']) {
      const res = await server.request(
        `/${P}/auth/sso/local?mode=cookie&redirect_url=${encodeURIComponent(bad)}`,
        {
          headers: { Referer: app },
        },
      );
      expect(res.status).toBe(422);
      expect(((await res.json()) as { error: { code: number } }).error.code).toBe(4);
      expect(res.headers.get('location')).toBeNull();
    }
    const unknown = await call(
      server,
      `/${P}/auth/sso/disabled?mode=cookie&redirect_url=${encodeURIComponent(app)}`,
    );
    expect(unknown.status).toBe(404);
  });

  it('answers API clients (no trusted Referer) with the authorization URL instead of a redirect', async () => {
    const res = await server.request(`/${P}/auth/sso/local?mode=jwt&redirect_url=${encodeURIComponent(app)}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { authorization_url: string; state: string } };
    const url = new URL(body.data.authorization_url);
    expect(url.origin).toBe(idp.issuer);
    expect(url.searchParams.get('state')).toBe(body.data.state);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('redirect_uri')).toBe(`${server.url}/${P}/auth/sso/local/callback`);
    expect(res.headers.getSetCookie().join()).toMatch(
      /directus-sso-sso=.+; path=\/sso\/auth\/sso\/; httponly; SameSite=Lax/,
    );
  });

  it('redeems a code the client obtained itself (POST /auth/sso/{provider}), once', async () => {
    const u = await createUser(knex, { role: 1 });
    idp.account.email = u.email;
    const verifier = crypto.randomBytes(32).toString('base64url');
    const callback = `${server.url}/${P}/auth/sso/local/callback`;
    const authorize = new URL(`${idp.issuer}/auth`);
    for (const [k, v] of Object.entries({
      client_id: 'atrium',
      response_type: 'code',
      scope: 'openid email',
      redirect_uri: callback,
      state: 'client-state',
      nonce: 'client-nonce',
      code_challenge: crypto.createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
    })) {
      authorize.searchParams.set(k, v);
    }
    const { url } = await new Browser().navigate(authorize.href, { stopAt: callback });
    const code = new URL(url).searchParams.get('code');
    expect(code).toBeTruthy();
    const redeem = () =>
      call(server, `/${P}/auth/sso/local`, {
        method: 'POST',
        json: { code, code_verifier: verifier, nonce: 'client-nonce' },
      });
    const res = await redeem();
    expect(res.status).toBe(200);
    const me = await call(server, `/${P}/users/me`, {
      headers: { Authorization: `Bearer ${res.body.data.token}` },
    });
    expect(me.body.data.id).toBe(u.id);
    const again = await redeem();
    expect([again.status, again.body.error.code]).toEqual([404, 100]);
  });

  it('answers 502 when the provider cannot be reached', async () => {
    const res = await call(server, `/${P}/auth/sso/down?mode=cookie&redirect_url=${encodeURIComponent(app)}`);
    expect(res.status).toBe(502);
    expect(res.body.error.message).toMatch(/provider/);
  });

  it('refuses a callback without the state cookie of its own start', async () => {
    const res = await call(server, `/${P}/auth/sso/local/callback?code=abc&state=xyz`);
    expect(res.status).toBe(400);
  });
});
