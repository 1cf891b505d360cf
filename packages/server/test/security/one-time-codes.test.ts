import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentOtp, generateTotpSecret } from '../../src/auth/totp';
import { startCli, type CliServer } from '../support/cli';
import { projectKnex, tempDataDir, type TestServer } from '../support/server';

const SUPER = 'once-super-admin-token';
const EMAIL = 'admin@example.com';
const PASSWORD = 'a long enough password';

/**
 * Issue 15: the one-time-code replay guard lives in the database, so two server processes behind
 * a load balancer never both accept one code.
 */
describe('a one-time code is accepted once across two server processes', () => {
  let a: CliServer;
  let b: CliServer;
  let secret: string;

  beforeAll(async () => {
    const dataDir = await tempDataDir();
    a = await startCli(dataDir, { ATRIUM_SUPER_ADMIN_TOKEN: SUPER, ATRIUM_LOG_LEVEL: 'warn' });
    const install = await fetch(`${a.url}/server/projects`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        project: 'twice',
        super_admin_token: SUPER,
        user_email: EMAIL,
        user_password: PASSWORD,
      }),
    });
    expect(install.status).toBe(204);
    secret = generateTotpSecret();
    const knex = await projectKnex({ dataDir } as TestServer, 'twice');
    await knex('directus_users').where({ email: EMAIL }).update({ '2fa_secret': secret });
    await knex.destroy();
    b = await startCli(dataDir, { ATRIUM_SUPER_ADMIN_TOKEN: SUPER, ATRIUM_LOG_LEVEL: 'warn' });
  });
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
  });

  const signIn = (server: CliServer, otp: string) =>
    fetch(`${server.url}/twice/auth/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD, otp }),
    }).then(async (r) => ({ status: r.status, body: (await r.json()) as { error?: { code: number } } }));

  it('accepts the code at one process and refuses its replay at the other, even at the same moment', async () => {
    const otp = currentOtp(secret);
    const [first, second] = await Promise.all([signIn(a, otp), signIn(b, otp)]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([200, 404]);
    const refused = first.status === 404 ? first : second;
    expect(refused.body.error?.code).toBe(112);
    // And later, at either process.
    expect((await signIn(a, otp)).status).toBe(404);
    expect((await signIn(b, otp)).status).toBe(404);
  });
});
