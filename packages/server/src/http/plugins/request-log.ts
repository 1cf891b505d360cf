import type { FastifyInstance } from 'fastify';

/**
 * Request logging, quiet by default (issue 16): every finished request is logged at `debug` (shown
 * with `ATRIUM_LOG_LEVEL=debug`); a request slower than `slowMs` (0: never) at `warn`, whatever
 * the level. Failures are logged where they happen (error-handler.ts: 5xx at `error`).
 */
export function registerRequestLog(app: FastifyInstance, slowMs: number): void {
  app.addHook('onResponse', async (request, reply) => {
    const ms = reply.elapsedTime;
    if (slowMs > 0 && ms >= slowMs) {
      request.log.warn({ req: request, status: reply.statusCode, ms: Math.round(ms) }, 'slow request');
    } else {
      request.log.debug({ req: request, status: reply.statusCode, ms: Math.round(ms) }, 'request completed');
    }
  });
}
