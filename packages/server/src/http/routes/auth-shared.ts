import type { FastifyReply, FastifyRequest } from 'fastify';
import { encryptSessionToken, sessionCookieName } from '../../auth/session-cookie';
import { appendCookie } from '../../auth/set-cookie';
import type { Project } from '../../projects/registry';
import type { ClientInfo } from '../../services/auth/login';

export function clientOf(request: FastifyRequest): ClientInfo {
  return {
    ip: request.accountability.ip ?? request.ip,
    userAgent: request.headers['user-agent'],
  };
}

/** Sets the cookie-mode session cookie (api.md §2.5). */
export function setSessionCookie(
  reply: FastifyReply,
  project: Project,
  sessionToken: string,
  expiresAt: Date,
): void {
  appendCookie(
    reply,
    project.config,
    sessionCookieName(project.key),
    encryptSessionToken(sessionToken, project.config.auth.secret_key),
    expiresAt,
  );
}
