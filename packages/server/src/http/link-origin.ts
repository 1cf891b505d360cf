import net from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { Project } from '../projects/registry';
import { readSettings } from '../services/settings';
import type { ServerContext } from './context';
import { originOf } from './plugins/csrf';

/**
 * Where links sent out of band (reset and invitation mails) point, and the origin `reset_url` is
 * checked against. Only configuration decides, never a request header: `ATRIUM_PUBLIC_URL`, else
 * the address the server listens on when it is a concrete one (not `0.0.0.0`/`::`). Null when
 * neither says where the server is reachable.
 */
export function configuredApiUrl(ctx: ServerContext, request: FastifyRequest): string | null {
  if (ctx.config.publicUrl) return ctx.config.publicUrl;
  const address = request.server.server.address();
  if (!address || typeof address !== 'object') return null;
  const host = address.address;
  if (host === '0.0.0.0' || host === '::' || host === '') return null;
  return `http://${net.isIPv6(host) ? `[${host}]` : host}:${address.port}`;
}

/**
 * The admin app's base URL for mailed links (`…/#/reset-password`): the project's `app_url`
 * setting when it holds an http(s) URL, else the configured API URL's `/admin/`.
 */
export async function configuredAppUrl(
  ctx: ServerContext,
  request: FastifyRequest,
  project: Project,
): Promise<string | null> {
  const appUrl = (await readSettings(project.knex)).get('app_url');
  if (appUrl && originOf(appUrl)) return appUrl.replace(/\/+$/, '');
  const api = configuredApiUrl(ctx, request);
  return api ? `${api}/admin` : null;
}
