import type { FastifyReply } from 'fastify';
import type { ProjectConfig } from '../projects/project-config';

/**
 * Appends a Set-Cookie header in the shape v8 sends for the session cookie (api.md §2.5):
 * `name=value; expires=…; path=/; httponly; SameSite=…[; Secure]`. The value is URL-encoded as
 * PHP's setcookie does.
 */
export function appendCookie(
  reply: FastifyReply,
  config: ProjectConfig,
  name: string,
  value: string,
  expires: Date,
  path = '/',
): void {
  const sameSite = config.cookie.same_site;
  // Browsers drop SameSite=None cookies that are not Secure.
  const secure = config.cookie.secure || sameSite === 'None';
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `expires=${expires.toUTCString()}`,
    `path=${path}`,
    'httponly',
    `SameSite=${sameSite}`,
  ];
  if (secure) parts.push('Secure');
  const existing = reply.getHeader('set-cookie');
  const list =
    existing === undefined ? [] : Array.isArray(existing) ? existing.map(String) : [String(existing)];
  reply.header('set-cookie', [...list, parts.join('; ')]);
}

export function clearCookie(reply: FastifyReply, config: ProjectConfig, name: string, path = '/'): void {
  appendCookie(reply, config, name, '', new Date(0), path);
}
