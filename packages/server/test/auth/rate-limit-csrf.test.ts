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
import { call, cookieFrom, freshIp, trustLoopbackProxy } from './helpers';
import { createUser } from '../support/users';

const targets = await dbTargets();
const P = 'guard';
const LIMIT = 10;

describe.each(targets)('rate limits and CSRF on $name', (target) => {
  let server: TestServer;
  let project: InstalledProject;
  let busy: InstalledProject;
  let jar: InstalledProject;
  let knex: Knex;

  beforeAll(async () => {
    server = await startTestServer();
    project = await installProject(server, target, P);
    busy = await installProject(server, target, 'busy', {
      rate_limit: { enabled: true, limit: 5, interval: 60 },
    });
    jar = await installProject(server, target, 'jar', { cookie: { allow_writes_without_origin: true } });
    knex = await projectKnex(server, P);
  });

  afterAll(async () => {
    await knex?.destroy();
    await server?.close();
    await project?.cleanup();
    await busy?.cleanup();
    await jar?.cleanup();
  });

  it('limits every route of a project whose rate_limit is enabled, with X-RateLimit headers', async () => {
    const remaining: (string | null)[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await call(server, '/busy/');
      expect(res.status).toBe(200);
      expect(res.headers.get('x-ratelimit-limit')).toBe('5');
      remaining.push(res.headers.get('x-ratelimit-remaining'));
    }
    expect(remaining).toEqual(['4', '3', '2', '1', '0']);
    const over = await call(server, '/busy/');
    expect([over.status, over.body.error.code]).toEqual([429, 7]);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    // Other projects keep their own (disabled) limit.
    expect((await call(server, `/${P}/`)).status).toBe(200);
  });

  it('refuses the bad login after the limit, whatever the spelling of the path', async () => {
    const spellings = [
      `/${P}/auth/authenticate`,
      `/${P}/auth/authenticate/`,
      `/${P}/Auth/Authenticate`,
      `/${P.toUpperCase()}/auth/authenticate`,
      `/${P}//auth//authenticate`,
      `/${P}/auth/%61uthenticate`,
    ];
    // Spellings the router takes to the sign-in route (the others are no sign-ins at all).
    const routed = [`/${P}/auth/authenticate`, `/${P}/auth/authenticate/`, `/${P}/auth/%61uthenticate`];
    for (let i = 0; i < LIMIT; i++) {
      const res = await call(server, routed[i % routed.length]!, {
        method: 'POST',
        json: { email: `nobody${i}@example.com`, password: 'bad' },
      });
      expect(res.status).not.toBe(429);
    }
    // Every spelling the router takes to the sign-in handler shares the budget; the others are not
    // sign-ins at all (no route: never 100 "invalid credentials").
    let limited = 0;
    for (const path of spellings) {
      const res = await call(server, path, {
        method: 'POST',
        json: { email: 'x@example.com', password: 'bad' },
      });
      if (res.status === 429) {
        limited += 1;
        expect(res.body.error.code).toBe(7);
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      } else {
        expect(`${path} ${res.status} ${res.body?.error?.code}`).not.toMatch(/ 404 100$/);
        expect(res.status).toBe(404);
      }
    }
    expect(limited).toBeGreaterThanOrEqual(3);
    // Even the right password waits for the window to pass.
    const right = await call(server, `/${P}/auth/authenticate`, {
      method: 'POST',
      json: { email: project.email, password: project.password },
    });
    expect(right.status).toBe(429);
  });

  it('does not count successful sign-ins, and limits each account across addresses', async () => {
    await trustLoopbackProxy(knex);
    const ip = freshIp();
    for (let i = 0; i < LIMIT + 3; i++) {
      const ok = await call(server, `/${P}/auth/authenticate`, {
        method: 'POST',
        json: { email: project.email, password: project.password },
        headers: { 'X-Forwarded-For': ip },
      });
      expect(ok.status).toBe(200);
    }
    const u = await createUser(knex, {});
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT; i++) {
      const res = await call(server, `/${P}/auth/authenticate`, {
        method: 'POST',
        json: { email: u.email, password: 'wrong' },
        headers: { 'X-Forwarded-For': freshIp() },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, LIMIT).every((s) => s === 404)).toBe(true);
    expect(statuses[LIMIT]).toBe(429);
  });

  it('refuses a cookie-authenticated write from a foreign Origin', async () => {
    await trustLoopbackProxy(knex);
    const u = await createUser(knex, {});
    const res = await call(server, `/${P}/auth/authenticate`, {
      method: 'POST',
      json: { email: u.email, password: u.password, mode: 'cookie' },
      headers: { 'X-Forwarded-For': freshIp() },
    });
    const cookie = cookieFrom(res.headers, `directus-${P}-session`)!;
    expect(cookie).toBeTruthy();

    const foreign = await call(server, `/${P}/auth/logout`, {
      method: 'POST',
      headers: { Cookie: cookie, Origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body.error.code).toBe(10);
    const foreignReferer = await call(server, `/${P}/auth/logout`, {
      method: 'POST',
      headers: { Cookie: cookie, Referer: 'https://evil.example/page' },
    });
    expect(foreignReferer.status).toBe(403);
    // Reads stay possible, and the session survived the refused write.
    const read = await call(server, `/${P}/users/me`, {
      headers: { Cookie: cookie, Origin: 'https://evil.example' },
    });
    expect(read.status).toBe(200);

    // From the API's own origin the write goes through.
    const own = await call(server, `/${P}/auth/logout`, {
      method: 'POST',
      headers: { Cookie: cookie, Origin: new URL(server.url).origin },
    });
    expect(own.status).toBe(204);
    expect((await call(server, `/${P}/users/me`, { headers: { Cookie: cookie } })).status).toBe(401);
  });

  const cookieSignIn = async (project: string, email: string, password: string) => {
    const res = await call(server, `/${project}/auth/authenticate`, {
      method: 'POST',
      json: { email, password, mode: 'cookie' },
      headers: { 'X-Forwarded-For': freshIp() },
    });
    return cookieFrom(res.headers, `directus-${project}-session`)!;
  };

  it('refuses a cookie-authenticated write with neither Origin nor Referer (issue 24)', async () => {
    await trustLoopbackProxy(knex);
    const u = await createUser(knex, {});
    const cookie = await cookieSignIn(P, u.email, u.password);
    const bare = await call(server, `/${P}/users/${u.id}`, {
      method: 'PATCH',
      json: { first_name: 'Changed without origin' },
      headers: { Cookie: cookie },
    });
    expect([bare.status, bare.body.error.code]).toEqual([403, 10]);
    expect((await knex('directus_users').where({ id: u.id }).first()).first_name).toBe('Test');
    const out = await call(server, `/${P}/auth/logout`, { method: 'POST', headers: { Cookie: cookie } });
    expect(out.status).toBe(403);
    expect((await call(server, `/${P}/users/me`, { headers: { Cookie: cookie } })).status).toBe(200);
    // The same write from the API's own origin goes through.
    const own = await call(server, `/${P}/users/${u.id}`, {
      method: 'PATCH',
      json: { first_name: 'Changed from the app' },
      headers: { Cookie: cookie, Origin: new URL(server.url).origin },
    });
    expect(own.status).toBe(200);
    expect(own.body.data.first_name).toBe('Changed from the app');
  });

  it('lets non-browser clients write with the cookie alone where the project allows it', async () => {
    const jarKnex = await projectKnex(server, 'jar');
    try {
      await trustLoopbackProxy(jarKnex);
      const cookie = await cookieSignIn('jar', jar.email, jar.password);
      const bare = await call(server, '/jar/users/1', {
        method: 'PATCH',
        json: { first_name: 'Scripted' },
        headers: { Cookie: cookie },
      });
      expect(bare.status).toBe(200);
      expect(bare.body.data.first_name).toBe('Scripted');
      // A foreign origin is still refused.
      const foreign = await call(server, '/jar/users/1', {
        method: 'PATCH',
        json: { first_name: 'Forged' },
        headers: { Cookie: cookie, Origin: 'https://evil.example' },
      });
      expect([foreign.status, foreign.body.error.code]).toEqual([403, 10]);
    } finally {
      await jarKnex.destroy();
    }
  });
});
