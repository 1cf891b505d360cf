import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errors, validationMessage } from '../../errors';
import { hashWith, isKnownHasher, matchesHash } from '../../services/hashers';
import { resource } from '../route';

const blank = 'This value should not be blank.';
const HashBody = z.object({
  string: z.string({ error: blank }).min(1, blank),
  hasher: z.string().default('core'),
});
const MatchBody = HashBody.extend({ hash: z.string({ error: blank }).min(1, blank) });
const RandomBody = z.object({ length: z.coerce.number().int().min(1).max(1024).default(32) });

/** v8's random-string alphabet (api.md §5.17). */
const RANDOM_ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ!@#$%^&*()_+}{;?>.<,';

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  if (body === null || body === undefined || typeof body !== 'object' || Array.isArray(body)) {
    throw errors.emptyPayload();
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw errors.invalidPayload(
      validationMessage(parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }))),
    );
  }
  return parsed.data;
}

function randomString(length: number): string {
  let out = '';
  const limit = 256 - (256 % RANDOM_ALPHABET.length);
  while (out.length < length) {
    for (const byte of crypto.randomBytes(length * 2)) {
      if (byte < limit && out.length < length) out += RANDOM_ALPHABET[byte % RANDOM_ALPHABET.length];
    }
  }
  return out;
}

/** `/{p}/utils/hash`, `/hash/match`, `/random/string` (api.md §5.17); open to the public role. */
export function utilsRoutes() {
  return async (app: FastifyInstance) => {
    resource(app, '/utils/hash', {
      POST: async (req) => {
        const body = parse(HashBody, req.body);
        return { data: { hash: await hashWith(body.hasher, body.string) } };
      },
    });
    resource(app, '/utils/hash/match', {
      POST: async (req) => {
        const body = parse(MatchBody, req.body);
        if (!isKnownHasher(body.hasher)) await hashWith(body.hasher, '');
        return { data: { valid: await matchesHash(body.hasher, body.string, body.hash) } };
      },
    });
    resource(app, '/utils/random/string', {
      POST: async (req) => {
        const body = parse(RandomBody, req.body ?? {});
        return { data: { random: randomString(body.length) } };
      },
    });
  };
}
