import type { FastifyInstance } from 'fastify';
import { errors } from '../../errors';
import { assertEmail } from '../../services/auth/password';
import { sendMail, type MailMessage } from '../../services/mail';
import { resource } from '../route';
import { invalid } from '../../services/system/common';

type Row = Record<string, unknown>;

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

/**
 * `POST /{p}/mail` (api.md §5.18): admins mail users (by id) or addresses, from their own address
 * or, with `use_default_email`, from the project's.
 */
export function mailRoutes() {
  return async (app: FastifyInstance) => {
    resource(app, '/mail', {
      POST: async (req) => {
        // Admins only (issue 5): the server must not be a mail relay for every account.
        const acc = req.accountability;
        if (!acc.admin) throw errors.adminOnly();
        const body = req.body;
        if (!body || typeof body !== 'object' || Array.isArray(body)) throw errors.emptyPayload();
        const b = body as Row;
        const problems: string[] = [];
        if (b.to === undefined || b.to === null || b.to === '' || (Array.isArray(b.to) && b.to.length === 0))
          problems.push('to: This value should not be blank.');
        if (typeof b.body !== 'string' || b.body === '')
          problems.push('body: This value should not be blank.');
        if (problems.length) throw errors.invalidPayload(problems.join(' '));
        const type = b.type === undefined ? 'html' : b.type;
        if (type !== 'html' && type !== 'plain')
          throw invalid('type', 'The value must be "html" or "plain".');
        if (b.data !== undefined && (typeof b.data !== 'object' || b.data === null))
          throw invalid('data', 'This value should be of type object.');
        const knex = req.project.knex;

        const recipients: string[] = [];
        for (const entry of Array.isArray(b.to) ? b.to : [b.to]) {
          if (typeof entry === 'number' || (typeof entry === 'string' && /^\d+$/.test(entry))) {
            const user = await knex('directus_users')
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

        const me = await knex('directus_users')
          .where({ id: acc.user })
          .first('email', 'first_name', 'last_name');
        const defaultFrom = String((req.project.config.mail.default ?? {}).from ?? 'admin@example.com');
        const from =
          b.use_default_email === true || b.use_default_email === 1 || b.use_default_email === '1'
            ? defaultFrom
            : String(me?.email ?? defaultFrom);
        const data = (b.data ?? {}) as Row;
        const subject = typeof b.subject === 'string' ? renderTemplate(b.subject, data, false) : '';
        const html = type === 'html';
        const rendered = renderTemplate(b.body as string, data, html);
        const message: MailMessage & { from: string } = {
          from,
          to: recipients.join(', '),
          subject,
          text: html ? rendered.replace(/<[^>]*>/g, '') : rendered,
          html: html ? layout(rendered) : layout(`<pre>${escapeHtml(rendered)}</pre>`),
        };
        await sendMail(req.project, message);
        return undefined;
      },
    });
  };
}
