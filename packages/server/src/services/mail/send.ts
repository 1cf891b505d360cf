import { errors } from '../../errors';
import type { Project } from '../../projects/registry';
import { assertEmail } from '../auth/password';
import { invalid } from '../system/common';
import { sendMail, type MailMessage } from './index';

type Row = Record<string, unknown>;

/**
 * `POST /mail` (api.md §5.18): an administrator mails users (by id) or addresses, from their own
 * address or, with `use_default_email`, from the project's; `subject` and `body` are templates
 * filled from `data`.
 */

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** `{{ name }}` / `{{ a.b }}` from `data`; values HTML-escaped in HTML mails. */
export function renderTemplate(template: string, data: Row, html: boolean): string {
  return template.replace(/\{\{\s*([\w.-]+)\s*\}\}/g, (_m, key: string) => {
    let v: unknown = data;
    for (const part of key.split('.')) v = v && typeof v === 'object' ? (v as Row)[part] : undefined;
    const s = v === undefined || v === null ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v);
    return html ? escapeHtml(s) : s;
  });
}

const layout = (body: string) =>
  `<!doctype html><html><body style="font-family:Roboto,Arial,sans-serif;color:#263238">` +
  `<div style="max-width:600px;margin:0 auto;padding:24px">${body}</div></body></html>`;

/** The payload's problems, all at once (422), then its `type` and `data`. */
function validate(b: Row): { type: 'html' | 'plain'; data: Row } {
  const problems: string[] = [];
  if (b.to === undefined || b.to === null || b.to === '' || (Array.isArray(b.to) && b.to.length === 0))
    problems.push('to: This value should not be blank.');
  if (typeof b.body !== 'string' || b.body === '') problems.push('body: This value should not be blank.');
  if (problems.length) throw errors.invalidPayload(problems.join(' '));
  const type = b.type === undefined ? 'html' : b.type;
  if (type !== 'html' && type !== 'plain') throw invalid('type', 'The value must be "html" or "plain".');
  if (b.data !== undefined && (typeof b.data !== 'object' || b.data === null))
    throw invalid('data', 'This value should be of type object.');
  return { type, data: (b.data ?? {}) as Row };
}

/** `to`: active users by id, `{ email, name }` objects or addresses. */
async function recipientsOf(project: Project, to: unknown): Promise<string[]> {
  const recipients: string[] = [];
  for (const entry of Array.isArray(to) ? to : [to]) {
    if (typeof entry === 'number' || (typeof entry === 'string' && /^\d+$/.test(entry))) {
      const user = await project
        .knex('directus_users')
        .where({ id: Number(entry), status: 'active' })
        .first('email');
      if (!user) throw errors.unprocessable(`User "${String(entry)}" is not an active user`);
      recipients.push(String(user.email));
    } else if (entry && typeof entry === 'object' && !Array.isArray(entry)) {
      const email = assertEmail((entry as Row).email, 'to');
      const name = (entry as Row).name;
      recipients.push(
        typeof name === 'string' && name ? `"${name.replace(/["\\]/g, '')}" <${email}>` : email,
      );
    } else {
      recipients.push(assertEmail(entry, 'to'));
    }
  }
  return recipients;
}

/** Sends the message `payload` describes on behalf of the user `sender`. */
export async function sendUserMail(project: Project, sender: number, payload: Row): Promise<void> {
  const { type, data } = validate(payload);
  const recipients = await recipientsOf(project, payload.to);
  const me = await project
    .knex('directus_users')
    .where({ id: sender })
    .first('email', 'first_name', 'last_name');
  const defaultFrom = String((project.config.mail.default ?? {}).from ?? 'admin@example.com');
  const useDefault = payload.use_default_email;
  const from =
    useDefault === true || useDefault === 1 || useDefault === '1'
      ? defaultFrom
      : String(me?.email ?? defaultFrom);
  const subject = typeof payload.subject === 'string' ? renderTemplate(payload.subject, data, false) : '';
  const html = type === 'html';
  const rendered = renderTemplate(payload.body as string, data, html);
  const message: MailMessage & { from: string } = {
    from,
    to: recipients.join(', '),
    subject,
    text: html ? rendered.replace(/<[^>]*>/g, '') : rendered,
    html: html ? layout(rendered) : layout(`<pre>${escapeHtml(rendered)}</pre>`),
  };
  await sendMail(project, message);
}
