import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUnderPrefix } from '../../src/auth/redirect-prefix';
import { call } from '../auth/helpers';
import { installProject, startTestServer, type TestServer } from '../support/server';

const sqlite = { name: 'sqlite' as const, installFields: () => ({}) };
const P = 'sso';
const PREFIX = 'https://app.example/callback';

describe('SSO redirect allow-list compares parsed URLs (issue 15, defect 10)', () => {
  it.each([
    [`${PREFIX}`, true],
    [`${PREFIX}/`, true],
    [`${PREFIX}/done?x=1#y`, true],
    [`${PREFIX}evil`, false],
    [`${PREFIX}/../../x`, false],
    [`${PREFIX}/%2e%2e/x`, false],
    [`${PREFIX}/..%2f..%2fx`, true], // one odd segment still under /callback
    ['https://app.example.evil.com/callback', false],
    ['https://user@app.example/callback', false],
    ['http://app.example/callback', false],
    ['javascript:alert(1)//app.example/callback', false],
  ])('%s → %s', (url, expected) => {
    expect(isUnderPrefix(url, PREFIX)).toBe(expected);
  });

  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    await installProject(server, sqlite, P);
    const file = path.join(server.dataDir, 'projects', `${P}.json`);
    const config = JSON.parse(await fs.readFile(file, 'utf8'));
    config.auth.social_providers = {
      down: {
        issuer: 'http://127.0.0.1:1',
        client_id: 'x',
        client_secret: 'y',
        redirect_allow_list: [PREFIX],
      },
    };
    await fs.writeFile(file, JSON.stringify(config));
    await new Promise((r) => setTimeout(r, 1100)); // the registry re-reads config files after a second
  });
  afterAll(() => server?.close());

  const start = (redirect: string) =>
    call(server, `/${P}/auth/sso/down?mode=jwt&redirect_url=${encodeURIComponent(redirect)}`);

  it('refuses look-alike paths before contacting the provider', async () => {
    for (const url of [`${PREFIX}evil`, `${PREFIX}/../../x`]) {
      const res = await start(url);
      expect([url, res.status, res.body.error.message]).toEqual([
        url,
        422,
        'redirect_url: This URL is not allowed.',
      ]);
    }
    // A URL really under the prefix passes the check (and then fails at the unreachable provider).
    const ok = await start(`${PREFIX}/done`);
    expect(ok.body.error?.message).not.toBe('redirect_url: This URL is not allowed.');
  });
});
