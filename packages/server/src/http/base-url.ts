import type { FastifyRequest } from 'fastify';
import type { ServerContext } from './context';

/** Absolute origin of the API for links: ATRIUM_PUBLIC_URL, else the request's own host. */
export function baseUrl(ctx: ServerContext, request: FastifyRequest): string {
  return ctx.config.publicUrl ?? `${request.protocol}://${request.host}`;
}
