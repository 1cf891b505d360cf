import type { FastifyInstance } from 'fastify';
import qs from 'qs';
import { errors } from '../../errors';
import { QS_OPTIONS } from '../query-string';

/**
 * JSON (an empty body parses as `null`; handlers that need a body answer 400/13) and
 * form-urlencoded bodies with PHP bracket semantics (api.md §0).
 */
export function registerBodyParsers(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(/^application\/(.+\+)?json/, { parseAs: 'string' }, (_req, body, done) => {
    const text = (body as string).trim();
    if (text === '') return done(null, null);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(errors.emptyPayload(), undefined);
    }
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, phpList(qs.parse(body as string, QS_OPTIONS)));
  });
}

/**
 * PHP reads `0[name]=a&1[name]=b` as a list, and v8 takes a list body as a batch: a form whose
 * top-level keys are all array indexes becomes an array (in index order).
 */
function phpList(parsed: Record<string, unknown>): Record<string, unknown> | unknown[] {
  const keys = Object.keys(parsed);
  if (keys.length === 0 || !keys.every((k) => /^(0|[1-9]\d{0,5})$/.test(k))) return parsed;
  return keys
    .map(Number)
    .sort((a, b) => a - b)
    .map((k) => parsed[String(k)]);
}
