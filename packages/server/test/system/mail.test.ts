import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbTargets } from '../support/databases';
import { createTokenUser } from '../support/users';
import {
  installProject,
  json,
  projectKnex,
  startTestServer,
  type InstalledProject,
  type TestServer,
} from '../support/server';
import { startSmtp } from '../auth/smtp';

/** `POST /{p}/mail` (api.md §5.18) against a real SMTP server on loopback. */

const only = process.env.ATRIUM_TEST_DB;
const targets = (await dbTargets()).filter((t) => !only || t.name === only);
const P = 'post';
const ADMIN = 'mail-admin-token';

describe.each(targets)('POST /mail on $name', (target) => {
  let server: TestServer;
  let project: InstalledProject;
  let knex: Knex;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let writer: { user: number; token: string };
  let inactive: number;

  const send = async (body: unknown, token: string | null = ADMIN) => {
    const res = await server.request(`/${P}/mail`, {
      method: 'POST',
      json: body,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return { status: res.status, body: res.status === 204 ? null : await json(res) };
  };

  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startTestServer();
    project = await installProject(server, target, P, {
      user_token: ADMIN,
      mail: {
        default: { transport: 'smtp', host: '127.0.0.1', port: smtp.port, from: 'project@example.com' },
      },
    });
    knex = await projectKnex(server, P);
    await knex('directus_roles').insert({ name: 'Writers' });
    const role = Number((await knex('directus_roles').where({ name: 'Writers' }).first()).id);
    writer = await createTokenUser(knex, role, 'writer@example.com');
    inactive = (await createTokenUser(knex, role, 'sleeper@example.com')).user;
    await knex('directus_users').where({ id: inactive }).update({ status: 'suspended' });
  });
  afterAll(async () => {
    await knex?.destroy();
    await server?.close();
    await smtp?.close();
    await project?.cleanup();
  });

  it('validates the message (422/4, 422/12) and is for admins only (401/3), sending nothing', async () => {
    const before = smtp.messages.length;
    const noTo = await send({ body: 'Hi' });
    expect([noTo.status, noTo.body.error.code]).toEqual([422, 4]);
    expect(noTo.body.error.message).toBe('to: This value should not be blank.');
    const noBody = await send({ to: 'someone@example.com' });
    expect([noBody.status, noBody.body.error.message]).toEqual([
      422,
      'body: This value should not be blank.',
    ]);
    const badAddress = await send({ to: ['ok@example.com', 'not an address'], body: 'Hi' });
    expect([badAddress.status, badAddress.body.error.code]).toEqual([422, 4]);
    const sleeping = await send({ to: inactive, body: 'Hi' });
    expect([sleeping.status, sleeping.body.error.code]).toEqual([422, 12]);
    const badType = await send({ to: 'ok@example.com', body: 'Hi', type: 'rtf' });
    expect([badType.status, badType.body.error.code]).toEqual([422, 4]);
    const anonymous = await send({ to: 'ok@example.com', body: 'Hi' }, null);
    expect([anonymous.status, anonymous.body.error.code]).toEqual([401, 3]);
    const writerMail = await send({ to: 'ok@example.com', body: 'Hi' }, writer.token);
    expect([writerMail.status, writerMail.body.error]).toEqual([
      401,
      { code: 3, message: 'Permission denied: Admin Only' },
    ]);
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.messages.length).toBe(before);
  });

  it('renders the template with data and sends from the admin to users and addresses', async () => {
    const seen = smtp.messages.length;
    const res = await send({
      to: [writer.user, { email: 'guest@example.com', name: 'Guest' }],
      subject: 'Hello {{ name }}',
      body: '<p>Dear {{ name }}, see {{ link.url }}</p>',
      data: { name: '<Ada>', link: { url: 'https://example.com/x' } },
    });
    expect(res.status).toBe(204);
    const mail = await smtp.waitFor('guest@example.com', seen);
    expect(mail.to).toEqual(expect.arrayContaining(['writer@example.com', 'guest@example.com']));
    expect(mail.text).toContain('From: admin@example.com');
    expect(mail.text).toContain('Subject: Hello <Ada>');
    expect(mail.text).toContain('Dear &lt;Ada&gt;, see https://example.com/x');
  });

  it('sends from the project address on request', async () => {
    const seen = smtp.messages.length;
    const res = await send({
      to: 'plain@example.com',
      body: 'Plain {{ x }}',
      type: 'plain',
      data: { x: 1 },
      use_default_email: true,
    });
    expect(res.status).toBe(204);
    const mail = await smtp.waitFor('plain@example.com', seen);
    expect(mail.text).toContain('From: project@example.com');
    expect(mail.text).toContain('Plain 1');
  });
});
