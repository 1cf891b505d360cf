import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
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
  /** The route pattern the router matched (`request.routeOptions.url`), never a re-parse of the URL. */
  route: string;
  limit: number;
  windowSec: number;
  /** Successful answers give their hit back: only failures count. */
  refundOnSuccess: boolean;
  /** Body field naming the account, limited separately from the IP. */
  accountField?: string;
}

/**
 * Sensitive endpoints are always limited, whatever `rate_limit.enabled` says: a budget per
 * (route, project, client IP) and per (route, project, account).
 */
export const AUTH_RULES: Rule[] = [
  {
    name: 'authenticate',
    route: '/:project/auth/authenticate',
    limit: 10,
    windowSec: 60,
    refundOnSuccess: true,
    accountField: 'email',
  },
  {
    // A stolen or ended token must not be tried over and over (issue 24): failures count per IP.
    name: 'refresh',
    route: '/:project/auth/refresh',
    limit: 10,
    windowSec: 60,
    refundOnSuccess: true,
  },
  {
    name: 'password-request',
    route: '/:project/auth/password/request',
    limit: 5,
    windowSec: 300,
    refundOnSuccess: false,
    accountField: 'email',
  },
  {
    name: 'password-reset',
    route: '/:project/auth/password/reset',
    limit: 10,
    windowSec: 300,
    refundOnSuccess: true,
  },
];

/** The rule of the route the router matched, if any (POST only: the other methods answer 405). */
export function ruleForRoute(method: string, routeUrl: string | undefined): Rule | null {
  if (method !== 'POST' || !routeUrl) return null;
  return AUTH_RULES.find((r) => r.route === routeUrl) ?? null;
}

function tooMany(ttlMs: number): ApiError {
  const retry = Math.max(1, Math.ceil(ttlMs / 1000));
  return errors.tooManyRequests(`Too many requests. Try again in ${retry} seconds.`, {
    'Retry-After': String(retry),
  });
}

/**
 * `@fastify/rate-limit` counts in our store: the memory or Redis counters above, which can also
 * take a hit back (the plugin's own stores cannot).
 */
function storeAdapter(store: RateLimitStore) {
  return class AtriumRateLimitStore {
    incr(
      key: string,
      cb: (err: Error | null, res?: { current: number; ttl: number }) => void,
      windowMs: number,
    ) {
      store.hit(key, windowMs).then(
        ({ count, resetAt }) => cb(null, { current: count, ttl: Math.max(0, resetAt - Date.now()) }),
        (err: Error) => cb(err),
      );
    }
    child() {
      return this;
    }
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Counter keys to give back when the answer is a success. */
    rateLimitRefunds: string[] | null;
  }
}

type Limiter = (req: FastifyRequest) => Promise<{
  isAllowed: boolean;
  key: string;
  isExceeded?: boolean;
  ttl?: number;
  remaining?: number;
  max?: number;
}>;

function projectKeyOf(request: FastifyRequest): string {
  const params = request.params as Record<string, string> | undefined;
  return String(params?.project ?? '').toLowerCase();
}

/**
 * Rate limits (api.md §7.12 and the auth issue): always on for sign-in and password endpoints;
 * per client IP (and per user once authenticated) on every project route when the project's
 * `rate_limit.enabled` is set. Exceeding answers `429/7` with `Retry-After`. Counters live in
 * Redis when `ATRIUM_REDIS_URL` is set (shared by all processes), else in process memory.
 *
 * The limits are `@fastify/rate-limit` limiters keyed on the route the router matched and the
 * project parameter it extracted, so no spelling of the request target (a `#fragment`, the
 * absolute form, doubled slashes) reaches the handler under a different budget.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  registry: ProjectRegistry,
  redisUrl?: string,
): Promise<void> {
  let store: RateLimitStore = new MemoryRateLimitStore();
  if (redisUrl) {
    const redis = RedisRateLimitStore.connect(redisUrl, (err) =>
      app.log.warn({ err: err.message }, 'rate limit store: redis unavailable, counting locally'),
    );
    store = redis;
    app.addHook('onClose', async () => redis.close());
  }
  await app.register(fastifyRateLimit, { global: false, store: storeAdapter(store) });
  app.decorateRequest('rateLimitRefunds', null);
  const projectOf = async (request: FastifyRequest, key: string): Promise<Project | null> =>
    (request.project as Project | null) ?? (await registry.get(key).catch(() => null));

  const ipLimiters = new Map<string, Limiter>();
  const accountLimiters = new Map<string, Limiter>();
  for (const rule of AUTH_RULES) {
    ipLimiters.set(
      rule.name,
      app.createRateLimit({
        max: rule.limit,
        timeWindow: rule.windowSec * 1000,
        keyGenerator: async (req: FastifyRequest) => {
          const project = await projectOf(req, projectKeyOf(req));
          const ip = await resolveClientIp(req, project);
          return `${rule.name}|${projectKeyOf(req)}|ip:${ip}`;
        },
      }) as Limiter,
    );
    if (rule.accountField) {
      const field = rule.accountField;
      accountLimiters.set(
        rule.name,
        app.createRateLimit({
          max: rule.limit,
          timeWindow: rule.windowSec * 1000,
          keyGenerator: (req: FastifyRequest) => {
            const body = req.body as Record<string, unknown> | null;
            const account = body && typeof body === 'object' ? body[field] : undefined;
            return `${rule.name}|${projectKeyOf(req)}|account:${String(account).trim().toLowerCase()}`;
          },
        }) as Limiter,
      );
    }
  }
  const general = app.createRateLimit({
    max: async (req: FastifyRequest) => (req.project as Project | null)?.config.rate_limit.limit ?? 0,
    timeWindow: async (req: FastifyRequest) =>
      ((req.project as Project | null)?.config.rate_limit.interval ?? 60) * 1000,
    keyGenerator: (req: FastifyRequest) => {
      const who =
        req.accountability?.public === false
          ? `user:${req.accountability.user}`
          : `ip:${req.accountability?.ip ?? req.ip}`;
      return `all|${(req.project as Project).key}|${who}`;
    },
  }) as Limiter;

  const apply = async (request: FastifyRequest, limiter: Limiter, refund: boolean) => {
    const result = await limiter(request);
    if (result.isAllowed) return;
    if (refund) request.rateLimitRefunds = [...(request.rateLimitRefunds ?? []), result.key];
    if (result.isExceeded) {
      request.rateLimitRefunds = [];
      throw tooMany(result.ttl ?? 0);
    }
  };

  app.addHook('onRequest', async (request) => {
    const rule = ruleForRoute(request.method, request.routeOptions.url);
    if (rule) await apply(request, ipLimiters.get(rule.name)!, rule.refundOnSuccess);
  });

  app.addHook('preHandler', async (request, reply) => {
    const rule = ruleForRoute(request.method, request.routeOptions.url);
    const accountLimiter = rule ? accountLimiters.get(rule.name) : undefined;
    if (rule?.accountField && accountLimiter) {
      const body = request.body as Record<string, unknown> | null;
      const account = body && typeof body === 'object' ? body[rule.accountField] : undefined;
      if (typeof account === 'string' && account !== '') {
        await apply(request, accountLimiter, rule.refundOnSuccess);
      }
    }
    const project = request.project as Project | null;
    if (project?.config.rate_limit?.enabled) {
      const result = await general(request);
      if (result.isAllowed) return;
      const max = result.max ?? project.config.rate_limit.limit;
      const ttl = result.ttl ?? 0;
      reply.header('X-RateLimit-Limit', String(max));
      reply.header('X-RateLimit-Remaining', String(result.remaining ?? 0));
      reply.header('X-RateLimit-Reset', String(Math.ceil((Date.now() + ttl) / 1000)));
      if (result.isExceeded) throw tooMany(ttl);
    }
  });

  app.addHook('onResponse', async (request, reply) => {
    const refunds = request.rateLimitRefunds;
    if (!refunds?.length || reply.statusCode >= 400) return;
    for (const key of refunds) await store.refund(key);
  });
}
