import nodemailer, { type Transporter } from 'nodemailer';
import { errors } from '../../errors';
import type { Project } from '../../projects/registry';
import type { MailTransport } from './transport';

/**
 * Outgoing mail per project (api.md §7.9 `mail.default`): `transport` `smtp` (default) or
 * `sendmail`, `from`, `host`, `port`, `username`, `password`, `encryption` (`ssl` = implicit TLS,
 * `tls` = STARTTLS required, `none` = never upgrade, empty = upgrade when offered).
 */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

function str(v: unknown): string | undefined {
  return typeof v === 'string' && v !== '' ? v : undefined;
}

function transportOf(project: Project): MailTransport {
  const cached = project.state.mail;
  if (cached) return cached;
  const c = (project.config.mail.default ?? {}) as Record<string, unknown>;
  const from = str(c.from) ?? 'admin@example.com';
  const kind = str(c.transport) ?? 'smtp';
  let transporter: Transporter;
  if (kind === 'sendmail') {
    transporter = nodemailer.createTransport({
      sendmail: true,
      path: str(c.path) ?? 'sendmail',
      newline: 'unix',
    });
  } else if (kind === 'smtp') {
    const encryption = str(c.encryption)?.toLowerCase();
    const user = str(c.username);
    transporter = nodemailer.createTransport({
      host: str(c.host) ?? 'localhost',
      port: c.port === undefined || c.port === '' ? undefined : Number(c.port),
      secure: encryption === 'ssl',
      requireTLS: encryption === 'tls',
      ignoreTLS: encryption === 'none',
      auth: user ? { user, pass: str(c.password) ?? '' } : undefined,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
  } else {
    throw errors.mailSendFailed(`Mail transport "${kind}" is not supported`);
  }
  project.state.mail = { transporter, from };
  return project.state.mail;
}

/** Sends one message; a transport failure becomes `500/503`. */
export async function sendMail(project: Project, message: MailMessage): Promise<void> {
  const { transporter, from } = transportOf(project);
  try {
    await transporter.sendMail({ from, ...message });
  } catch (err) {
    throw errors.mailSendFailed(`The mail could not be sent: ${(err as Error).message}`);
  }
}

function escapeHtml(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/** A short message with one call-to-action link, as text and HTML. */
export function linkMail(
  to: string,
  subject: string,
  intro: string,
  action: string,
  url: string,
  outro: string,
): MailMessage {
  const text = `${intro}\n\n${action}:\n${url}\n\n${outro}\n`;
  const html =
    `<p>${escapeHtml(intro)}</p>` +
    `<p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p>` +
    `<p>${escapeHtml(outro)}</p>`;
  return { to, subject, text, html };
}
