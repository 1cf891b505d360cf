import { SDK } from '@directus/sdk-js';
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
import { errorCode } from '../support/sdk';

const targets = await dbTargets();
const P = 'sdk';

/**
 * Node's axios keeps no cookies: give the SDK's axios instance a one-site cookie jar, as a browser
 * would, and the `Origin` a browser sends with every write (a page on the API's own origin).
 */
function withCookieJar(sdk: SDK, origin: string): Map<string, string> {
  const jar = new Map<string, string>();
  sdk.api.xhr.interceptors.request.use((config) => {
    if (jar.size)
      config.headers = { ...config.headers, Cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') };
    if (config.method && config.method.toLowerCase() !== 'get')
      config.headers = { ...config.headers, Origin: origin };
    return config;
  });
  sdk.api.xhr.interceptors.response.use((response) => {
    const lines: string[] = response.headers['set-cookie'] ?? [];
    for (const line of lines) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const value = pair!.slice(eq + 1);
      if (value) jar.set(pair!.slice(0, eq), value);
      else jar.delete(pair!.slice(0, eq));
    }
    return response;
  });
  return jar;
}

describe.each(targets)('@directus/sdk-js 6 against Atrium on $name', (target) => {
  let server: TestServer;
  let project: InstalledProject;
  let knex: Knex;

  beforeAll(async () => {
    server = await startTestServer();
    project = await installProject(server, target, P);
    knex = await projectKnex(server, P);
  });

  afterAll(async () => {
    await knex?.destroy();
    await server?.close();
    await project?.cleanup();
  });

  it('logs in, reads the current user, refreshes and logs out in JWT mode', async () => {
    const sdk = new SDK({ url: server.url, project: P, mode: 'jwt' });
    const res = await sdk.login({ email: project.email, password: project.password });
    expect((res.data as { user?: { email: string } }).user?.email).toBe(project.email);
    const token = sdk.config.token!;
    expect(token.split('.')).toHaveLength(3);

    const me = await sdk.getMe({ fields: '*.*' });
    expect(me.data.email).toBe(project.email);
    expect((me.data.role as unknown as { id: number }).id).toBe(1);

    const refreshed = await sdk.refresh(token);
    expect(refreshed.data.token.split('.')).toHaveLength(3);
    sdk.config.token = refreshed.data.token;
    expect((await sdk.getMe()).data.id).toBe(1);

    await sdk.logout();
    expect(sdk.config.token).toBeUndefined();
    expect(await errorCode(sdk.getMe())).toBe(3);
    // Both tokens belonged to the sign-in's one session row, which logout deleted.
    expect(await knex('directus_user_sessions').where({ user: 1, token_type: 'jwt' })).toHaveLength(0);
  });

  it('keeps the first token working after a refresh, as the SDK sends it until it stores the new one (issue 24)', async () => {
    const sdk = new SDK({ url: server.url, project: P, mode: 'jwt' });
    await sdk.login({ email: project.email, password: project.password });
    const first = sdk.config.token!;

    // `refresh(token)` answers the new token but does not store it: the SDK goes on with the first.
    const second = (await sdk.refresh(first)).data.token;
    expect(second).not.toBe(first);
    expect(sdk.config.token).toBe(first);
    expect((await sdk.getMe()).data.id).toBe(1);
    expect((await sdk.getItems('directus_roles' as never)).data.length).toBeGreaterThan(0);

    // Its timer's `refreshIfNeeded` stores a new token; requests still in flight carry the old one.
    sdk.config.localExp = Date.now() + 10_000;
    expect(await sdk.refreshIfNeeded()).toEqual([true]);
    const third = sdk.config.token!;
    expect(new Set([first, second, third]).size).toBe(3);
    expect((await sdk.getMe()).data.id).toBe(1);
    sdk.config.token = first;
    expect((await sdk.getMe()).data.id).toBe(1);

    // Signing out with the first token ends them all.
    await sdk.logout();
    for (const token of [first, second, third]) {
      sdk.config.token = token;
      expect(await errorCode(sdk.getMe())).toBe(3);
      expect(await errorCode(sdk.refresh(token))).toBe(101);
    }
  });

  it('logs in, reads the current user, refreshes and logs out in cookie mode', async () => {
    const sdk = new SDK({ url: server.url, project: P, mode: 'cookie' });
    const jar = withCookieJar(sdk, new URL(server.url).origin);
    const res = await sdk.login(
      { email: project.email, password: project.password },
      { mode: 'cookie', persist: false, storage: false },
    );
    expect((res.data as { user?: { id: number } }).user?.id).toBe(1);
    expect(sdk.config.token).toBeUndefined();
    expect(jar.get(`directus-${P}-session`)).toBeTruthy();

    expect((await sdk.getMe()).data.email).toBe(project.email);

    const before = jar.get(`directus-${P}-session`);
    await sdk.refresh('');
    expect(jar.get(`directus-${P}-session`)).toBeTruthy();
    expect(jar.get(`directus-${P}-session`)).not.toBe(before);
    expect((await sdk.getMe()).data.id).toBe(1);

    await sdk.logout();
    expect(jar.has(`directus-${P}-session`)).toBe(false);
    expect(await errorCode(sdk.getMe())).toBe(3);
  });
});
