import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../auth/helpers';
import { createUser } from '../support/users';
import { startSmtp } from '../auth/smtp';
import { installProject, projectKnex, startTestServer, type TestServer } from '../support/server';
import { rawJson, rawRequest } from './raw-http';

const sqlite = { name: 'sqlite' as const, installFields: () => ({}) };

describe('abuse by anonymous callers (issue 15: defects 1, 2, 5)', () => {
  let server: TestServer;
  let knex: Knex;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;

  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startTestServer();
    await installProject(server, sqlite, 'demo', {
      mail: {
        default: { transport: 'smtp', host: '127.0.0.1', port: smtp.port, from: 'atrium@example.com' },
      },
    });
    knex = await projectKnex(server, 'demo');
  });
  afterAll(async () => {
    await knex?.destroy();
    await server?.close();
    await smtp?.close();
  });

  it('refuses to verify bcrypt hashes at a cost the server never produces (1)', async () => {
    // Cost 13 first (about a second when verified), so a regression fails fast instead of hanging.
    const cost13 = await call(server, '/demo/utils/hash/match', {
      method: 'POST',
      json: { string: 'x', hasher: 'bcrypt', hash: '$2y$13$' + 'a'.repeat(53) },
    });
    expect([cost13.status, cost13.body.error?.code]).toEqual([422, 4]);
    // Cost 31: the salt and digest are well-formed, only the cost is absurd (36 h of CPU).
    const started = Date.now();
    const res = await call(server, '/demo/utils/hash/match', {
      method: 'POST',
      json: { string: 'x', hasher: 'bcrypt', hash: '$2y$31$' + 'a'.repeat(53) },
    });
    expect(Date.now() - started).toBeLessThan(2000);
    expect([res.status, res.body.error.code]).toEqual([422, 4]);
    // What the server itself produces still verifies.
    const made = await call(server, '/demo/utils/hash', { method: 'POST', json: { string: 'x' } });
    const ok = await call(server, '/demo/utils/hash/match', {
      method: 'POST',
      json: { string: 'x', hasher: 'bcrypt', hash: made.body.data.hash },
    });
    expect(ok.body.data.valid).toBe(true);
  });

  it('never builds a reset link from the Host header (2)', async () => {
    const user = await createUser(knex, {});
    const seen = smtp.messages.length;
    const res = await rawRequest(
      server.url,
      'POST',
      '/demo/auth/password/request',
      { Host: 'attacker.example', 'Content-Type': 'application/json' },
      JSON.stringify({ email: user.email }),
    );
    expect(res.status).toBe(204);
    const mail = await smtp.waitFor(user.email, seen);
    expect(mail.text).not.toContain('attacker.example');
    expect(mail.text).toContain(`${server.url}/admin/#/reset-password?token=`);

    // The Host-derived origin is not trusted for reset_url either.
    const relay = await rawRequest(
      server.url,
      'POST',
      '/demo/auth/password/request',
      { Host: 'attacker.example', 'Content-Type': 'application/json' },
      JSON.stringify({ email: user.email, reset_url: 'http://attacker.example/steal' }),
    );
    expect([relay.status, rawJson(relay).error.code]).toEqual([422, 4]);
  });

  it('counts sign-ins by the route matched, whatever the request target says (5)', async () => {
    const targets = [
      '/demo/auth/authenticate#x',
      `${server.url}/demo/auth/authenticate`,
      '/demo/auth/authenticate',
    ];
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) {
      const res = await rawRequest(
        server.url,
        'POST',
        targets[i % targets.length]!,
        { 'Content-Type': 'application/json' },
        JSON.stringify({ email: `nobody${i}@example.com`, password: 'wrong' }),
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 404)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429, 429, 429, 429]);
  });
});
