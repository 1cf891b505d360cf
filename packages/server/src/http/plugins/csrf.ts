import type { FastifyRequest } from 'fastify';
import { errors } from '../../errors';
import type { Project } from '../../projects/registry';
import { readSettings } from '../../services/settings';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function originOf(url: string | undefined | null): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}

/**
 * Origins trusted to act with a user's session cookie, and to receive SSO and mail redirects:
 * the API's own origin, the explicit (non-`*`) CORS origins of the project and the origins of
 * the `app_url` and `project_url` settings.
 */
export async function trustedOrigins(
  project: Project,
  apiOrigin: string,
  extra: string[] = [],
): Promise<Set<string>> {
  const out = new Set<string>();
  const add = (v: string | null | undefined) => {
    const o = originOf(v ?? null);
    if (o) out.add(o);
  };
  add(apiOrigin);
  for (const o of project.config.cors.origin) if (o !== '*') add(o);
  const settings = await readSettings(project.knex);
  add(settings.get('app_url'));
  add(settings.get('project_url'));
  for (const e of extra) add(e);
  return out;
}

/**
 * CSRF defence for cookie-authenticated writes (SameSite cookies are the first layer): the
 * request's `Origin` (else `Referer`) must be a trusted origin. A write that sends neither is
 * refused too (browsers send `Origin` on every write; a page whose referrer policy strips both
 * must not slip through), unless the project's `cookie.allow_writes_without_origin` lets
 * non-browser clients with a cookie jar write without them.
 */
export async function assertSameOriginWrite(
  request: FastifyRequest,
  project: Project,
  apiOrigin: string,
): Promise<void> {
  if (SAFE_METHODS.has(request.method)) return;
  const origin = request.headers.origin;
  const claimed =
    origin !== undefined
      ? origin === 'null'
        ? 'null'
        : originOf(origin)
      : originOf(request.headers.referer);
  if (origin === undefined && request.headers.referer === undefined) {
    if (project.config.cookie.allow_writes_without_origin) return;
    throw errors.forbidden(
      'Cross-origin request refused: a write authenticated by the session cookie must send an Origin or Referer header',
    );
  }
  if (claimed && claimed !== 'null' && (await trustedOrigins(project, apiOrigin)).has(claimed)) return;
  throw errors.forbidden(
    'Cross-origin request refused: a request authenticated by the session cookie must come from a trusted origin',
  );
}
