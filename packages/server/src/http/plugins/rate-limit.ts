import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { resolveClientIp } from '../../auth/client-ip';
import { ApiError, errors } from '../../errors';
import type { Project, ProjectRegistry } from '../../projects/registry';

/**
 * Where rate-limit counters live. The memory store suits one process; several processes behind a
 * load balancer each count on their own (an attacker gets N× the budget) unless they share Redis.
 */
export interface RateLimitStore {
  /** Counts one hit; returns the count in the current window and when the window ends (ms epoch). */
  hit(key: string, windowMs: number): Promise<{ count: number; resetAt: number }>;
  /** Takes back one hit (a successful sign-in does not count against the limit). */
  refund(key: string): Promise<void>;
}

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  async hit(key: string, windowMs: number) {
    const now = Date.now();
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      if (this.windows.size > 50_000) this.sweep(now);
      w = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, w);
    }
    w.count += 1;
    return { count: w.count, resetAt: w.resetAt };
  }

  async refund(key: string) {
    const w = this.windows.get(key);
    if (w && w.count > 0) w.count -= 1;
  }

  private sweep(now: number) {
    for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k);
  }
}

const HIT_SCRIPT = `
local c = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {c, ttl}`;

const REFUND_SCRIPT = `
local c = tonumber(redis.call('GET', KEYS[1]) or '0')
if c > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

/**
 * Counters shared by every server process through Redis (`ATRIUM_REDIS_URL`). Keys are hashed (they
 * contain addresses and e-mails). While Redis is unreachable each process falls back to counting
 * on its own rather than letting everything through.
 */
export class RedisRateLimitStore implements RateLimitStore {
  private readonly fallback = new MemoryRateLimitStore();

  constructor(
    private readonly redis: Redis,
    private readonly onError: (err: Error) => void = () => undefined,
  ) {}

  static connect(url: string, onError?: (err: Error) => void): RedisRateLimitStore {
    const client = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false });
    client.on('error', (err: Error) => onError?.(err));
    return new RedisRateLimitStore(client, onError);
  }

  private key(key: string): string {
    return `atrium:rl:${crypto.createHash('sha256').update(key).digest('base64url')}`;
  }

  async hit(key: string, windowMs: number) {
    try {
      const [count, ttl] = (await this.redis.eval(HIT_SCRIPT, 1, this.key(key), String(windowMs))) as [
        number,
        number,
      ];
      return { count: Number(count), resetAt: Date.now() + Number(ttl) };
    } catch (err) {
      this.onError(err as Error);
      return this.fallback.hit(key, windowMs);
    }
  }

  async refund(key: string) {
    try {
      await this.redis.eval(REFUND_SCRIPT, 1, this.key(key));
    } catch (err) {
      this.onError(err as Error);
      await this.fallback.refund(key);
    }
  }

  close(): void {
    this.redis.disconnect();
  }
}

interface Rule {
  name: string;
  /** Matched against the normalised path without the project segment. */
  path: string;
  limit: number;
  windowSec: number;
  /** Successful answers give their hit back: only failures count. */
  refundOnSuccess: boolean;
  /** Body field naming the account, limited separately from the IP. */
  accountField?: string;
}

/**
 * Sensitive endpoints are always limited, whatever `rate_limit.enabled` says: a budget per
 * (normalised path, client IP) and per (normalised path, account).
 */
export const AUTH_RULES: Rule[] = [
  {
    name: 'authenticate',
    path: 'auth/authenticate',
    limit: 10,
    windowSec: 60,
    refundOnSuccess: true,
    accountField: 'email',
  },
  {
    name: 'password-request',
    path: 'auth/password/request',
    limit: 5,
    windowSec: 300,
    refundOnSuccess: false,
    accountField: 'email',
  },
  { name: 'password-reset', path: 'auth/password/reset', limit: 10, windowSec: 300, refundOnSuccess: true },
];

/**
 * One spelling per endpoint: percent-decoding, lower case, repeated and trailing slashes removed,
 * so `/Acme//Auth/Authenticate/` and `/acme/auth/authenticate` share a budget.
 */
export function normalisePath(url: string): string {
  let p = url.split('?')[0] ?? '';
  try {
    p = decodeURIComponent(p);
  } catch {
    // keep the raw path
  }
  p = p.toLowerCase().replace(/\/+/g, '/').replace(/\/+$/, '');
  return p === '' ? '/' : p;
}

function ruleFor(path: string): { rule: Rule; project: string } | null {
  const segments = path.split('/').filter(Boolean);
  if (segments.length < 2) return null;
  const rest = segments.slice(1).join('/');
  const rule = AUTH_RULES.find((r) => r.path === rest);
  return rule ? { rule, project: segments[0]! } : null;
}

function tooMany(resetAt: number): ApiError {
  const retry = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
  return errors.tooManyRequests(`Too many requests. Try again in ${retry} seconds.`, {
    'Retry-After': String(retry),
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Counter keys to give back when the answer is a success. */
    rateLimitRefunds: string[] | null;
  }
}

/**
 * Rate limits (api.md §7.12 and the auth issue): always on for sign-in and password endpoints;
 * per client IP (and per user once authenticated) on every project route when the project's
 * `rate_limit.enabled` is set. Exceeding answers `429/7` with `Retry-After`. Counters live in
 * Redis when `ATRIUM_REDIS_URL` is set (shared by all processes), else in process memory.
 */
export function registerRateLimit(app: FastifyInstance, registry: ProjectRegistry, redisUrl?: string): void {
  let store: RateLimitStore = new MemoryRateLimitStore();
  if (redisUrl) {
    const redis = RedisRateLimitStore.connect(redisUrl, (err) =>
      app.log.warn({ err: err.message }, 'rate limit store: redis unavailable, counting locally'),
    );
    store = redis;
    app.addHook('onClose', async () => redis.close());
  }
  app.decorateRequest('rateLimitRefunds', null);
  const projectOf = async (request: FastifyRequest, key: string): Promise<Project | null> =>
    (request.project as Project | null) ?? (await registry.get(key).catch(() => null));

  app.addHook('onRequest', async (request) => {
    const path = normalisePath(request.url);
    const match = ruleFor(path);
    if (!match) return;
    const project = await projectOf(request, match.project);
    const ip = await resolveClientIp(request, project?.knex);
    const key = `${match.rule.name}|${path}|ip:${ip}`;
    const { count, resetAt } = await store.hit(key, match.rule.windowSec * 1000);
    if (match.rule.refundOnSuccess) request.rateLimitRefunds = [key];
    if (count > match.rule.limit) {
      request.rateLimitRefunds = [];
      throw tooMany(resetAt);
    }
  });

  app.addHook('preHandler', async (request, reply) => {
    const path = normalisePath(request.url);
    const match = ruleFor(path);
    if (match?.rule.accountField) {
      const body = request.body as Record<string, unknown> | null;
      const account = body && typeof body === 'object' ? body[match.rule.accountField] : undefined;
      if (typeof account === 'string' && account !== '') {
        const key = `${match.rule.name}|${path}|account:${account.trim().toLowerCase()}`;
        const { count, resetAt } = await store.hit(key, match.rule.windowSec * 1000);
        if (match.rule.refundOnSuccess) request.rateLimitRefunds = [...(request.rateLimitRefunds ?? []), key];
        if (count > match.rule.limit) {
          request.rateLimitRefunds = [];
          throw tooMany(resetAt);
        }
      }
    }
    const project = request.project as Project | null;
    const general = project?.config.rate_limit;
    if (project && general?.enabled) {
      const who =
        request.accountability?.public === false
          ? `user:${request.accountability.user}`
          : `ip:${request.accountability?.ip ?? request.ip}`;
      const { count, resetAt } = await store.hit(`all|${project.key}|${who}`, general.interval * 1000);
      reply.header('X-RateLimit-Limit', String(general.limit));
      reply.header('X-RateLimit-Remaining', String(Math.max(0, general.limit - count)));
      reply.header('X-RateLimit-Reset', String(Math.ceil(resetAt / 1000)));
      if (count > general.limit) throw tooMany(resetAt);
    }
  });

  app.addHook('onResponse', async (request, reply) => {
    const refunds = request.rateLimitRefunds;
    if (!refunds?.length || reply.statusCode >= 400) return;
    for (const key of refunds) await store.refund(key);
  });
}
