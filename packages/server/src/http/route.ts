import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { errors } from '../errors';

export type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown> | unknown;
type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

const ALL_METHODS: Method[] = ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'];

/**
 * Registers the handlers of one URL. A handler's return value is the JSON body; `undefined` means
 * an empty result, answered `204` with no body (api.md §3). Methods the URL does not handle answer
 * `405/6` rather than `404`.
 */
export function resource(
  app: FastifyInstance,
  url: string,
  handlers: Partial<Record<Method, Handler>>,
): void {
  for (const method of ALL_METHODS) {
    const handler = handlers[method];
    if (handler) {
      app.route({
        method,
        url,
        handler: async (request, reply) => {
          const result = await handler(request, reply);
          // A handler that answered itself (a stream still flowing, or one a client cut short).
          if (result === reply || reply.sent || reply.raw.headersSent) return reply;
          if (result === undefined) return reply.code(204).send();
          return result;
        },
      });
    }
  }
  const others = ALL_METHODS.filter((m) => !handlers[m]) as HTTPMethods[];
  if (others.length) {
    app.route({
      method: others,
      url,
      handler: async () => {
        throw errors.methodNotAllowed();
      },
    });
  }
}
