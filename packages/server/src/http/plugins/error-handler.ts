import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, errors } from '../../errors';
import type { ProjectRegistry } from '../../projects/registry';
import { RESERVED_SEGMENTS } from '../reserved-segments';

/** The body of an error answer (api.md §3). */
export function errorEnvelope(err: ApiError) {
  return { error: { code: err.code, message: err.message } };
}

/** The generic code-0 error, its message carrying the request id (details go to the log only). */
export function unexpectedError(request: FastifyRequest): ApiError {
  return errors.unknown(`An unexpected error occurred (request id ${request.id})`);
}

function send(reply: FastifyReply, err: ApiError) {
  for (const [name, value] of Object.entries(err.headers)) reply.header(name, value);
  return reply.code(err.status).send(errorEnvelope(err));
}

/** Maps Fastify's own errors (body parsing, limits) to catalogue codes. */
function fromFastifyError(err: FastifyError): ApiError | null {
  switch (err.code) {
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return errors.emptyPayload();
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return errors.payloadTooLarge('Request body is too large');
  }
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
    return errors.httpError(err.statusCode, err.message);
  }
  return null;
}

/**
 * Every error leaves as the envelope of api.md §3. Unknown errors become code 0 with a generic
 * message that carries the request id; the details go to the log, never to the client.
 */
export function registerErrorHandling(app: FastifyInstance, registry: ProjectRegistry): void {
  app.setErrorHandler(async (err: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (reply.raw.headersSent) {
      // A streamed answer that could not finish (mostly: the client hung up). Nothing can be sent
      // any more; a client going away is not a server error.
      const gone = request.raw.destroyed || reply.raw.destroyed;
      request.log[gone ? 'debug' : 'warn']({ err: err.message }, 'response ended early');
      reply.raw.destroy();
      return reply;
    }
    if (err instanceof ApiError) return send(reply, err);
    const mapped = fromFastifyError(err);
    if (mapped) return send(reply, mapped);
    request.log.error({ err }, 'unhandled error');
    return send(reply, unexpectedError(request));
  });

  app.setNotFoundHandler(async (request, reply) => {
    // An unknown first segment is an unknown project: v8 answers 401/3 there (api.md §1.1).
    const first = decodeURIComponent(request.url.split('?')[0]!.split('/')[1] ?? '');
    if (first && !RESERVED_SEGMENTS.has(first) && !(await registry.exists(first).catch(() => false))) {
      return send(reply, errors.unauthorized());
    }
    return send(reply, errors.notFound());
  });
}
