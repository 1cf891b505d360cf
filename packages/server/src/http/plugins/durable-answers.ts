import type { FastifyInstance } from 'fastify';
import { commitsPending, flushCommits } from '../../database/durable-commits';
import { errorEnvelope, unexpectedError } from './error-handler';

/**
 * No answer leaves before the writes it may report or show are on disk (SQLite's group commit,
 * database/durable-commits.ts). When the disk refuses the sync, the answer is replaced by the
 * generic error: what it reported may not survive.
 */
export function registerDurableAnswers(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!commitsPending()) return done(null, payload);
    flushCommits().then(
      () => done(null, payload),
      (err: Error) => {
        request.log.error({ err }, 'could not sync the database to disk');
        if (payload && typeof (payload as { destroy?: unknown }).destroy === 'function') {
          (payload as { destroy(): void }).destroy();
        }
        for (const name of ['etag', 'location', 'content-length', 'content-disposition']) {
          reply.removeHeader(name);
        }
        const error = unexpectedError(request);
        reply.code(error.status).type('application/json; charset=utf-8');
        done(null, JSON.stringify(errorEnvelope(error)));
      },
    );
  });
}
