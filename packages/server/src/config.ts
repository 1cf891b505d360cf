import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_REALTIME_LIMITS, type RealtimeLimits } from './services/realtime/limits';

/**
 * Server-wide configuration, 12-factor style: environment variables only (per-project settings
 * live in the project config files of the data directory, see projects/project-config.ts).
 */
const EnvSchema = z.object({
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  ATRIUM_DATA_DIR: z.string().default('./data'),
  ATRIUM_SUPER_ADMIN_TOKEN: z.string().min(8).optional(),
  ATRIUM_PUBLIC_URL: z.url().optional(),
  ATRIUM_LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ATRIUM_APP_DIR: z.string().optional(),
  ATRIUM_SHUTDOWN_TIMEOUT: z.coerce.number().int().positive().default(10_000),
  ATRIUM_REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  ATRIUM_SLOW_REQUEST_MS: z.coerce.number().int().min(0).default(1000),
  ATRIUM_CACHE_POLL_MS: z.coerce.number().int().min(100).default(1000),
  ATRIUM_SCHEDULE_POLL_MS: z.coerce.number().int().min(100).default(15000),
  ATRIUM_SCHEDULE_LEASE_MS: z.coerce.number().int().min(1000).default(300_000),
  ATRIUM_COUNT_ESTIMATE_THRESHOLD: z.coerce.number().int().min(0).default(100_000),
  ATRIUM_DEMO: z.enum(['0', '1', 'true', 'false']).optional(),
  ATRIUM_WS_CONNECTIONS_PER_USER: z.coerce.number().int().min(1).optional(),
  ATRIUM_WS_CONNECTIONS_PER_PROCESS: z.coerce.number().int().min(1).optional(),
  ATRIUM_WS_MESSAGES_PER_SECOND: z.coerce.number().int().min(1).optional(),
  ATRIUM_WS_SUBSCRIPTIONS_PER_CONNECTION: z.coerce.number().int().min(1).optional(),
  ATRIUM_WS_MAX_MESSAGE_BYTES: z.coerce.number().int().min(256).optional(),
  ATRIUM_WS_MAX_BUFFERED_BYTES: z.coerce.number().int().min(1024).optional(),
  ATRIUM_WS_AUTH_TIMEOUT_MS: z.coerce.number().int().min(0).optional(),
  ATRIUM_WS_HEARTBEAT_MS: z.coerce.number().int().min(0).optional(),
});

export interface ServerConfig {
  host: string;
  port: number;
  /** Absolute path of the data directory (project configs, SQLite files, uploads, secrets). */
  dataDir: string;
  /** From the environment; when absent the server generates one on first start (see secrets.ts). */
  superAdminToken?: string;
  /** Public base URL of the API (no trailing slash), used for absolute links; derived from requests if unset. */
  publicUrl?: string;
  logLevel: string;
  /** Requests slower than this are logged at `warn` whatever the level (0: never); default 1000 ms. */
  slowRequestMs?: number;
  /** Directory of the built admin app served at /admin/. */
  appDir?: string;
  /** How long a SIGTERM waits for in-flight requests before closing anyway (ms). */
  shutdownTimeout: number;
  /** Redis for cross-process cache invalidation (and shared rate limits); optional. */
  redisUrl?: string;
  /** Without Redis: how often each process polls project databases for cache changes (ms). */
  cachePollMs: number;
  /** How often each process looks for scheduled publications that are due (docs/content-workflow.md). */
  schedulePollMs?: number;
  /** How old an unfinished claim on a schedule must be before another process may run it. */
  scheduleLeaseMs?: number;
  /** `meta=…,estimate` estimates the counts of tables with at least this many rows (query/estimate.ts). */
  countEstimateThreshold?: number;
  /** Install the demo project on start when it does not exist (`ATRIUM_DEMO=1`). */
  demo?: boolean;
  /** Bounds of the realtime endpoint (`ATRIUM_WS_*`, docs/realtime.md); unset ones take the defaults. */
  realtime?: Partial<RealtimeLimits>;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  // An empty variable counts as unset, as shells and compose files often leave them.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  return {
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.ATRIUM_DATA_DIR),
    superAdminToken: e.ATRIUM_SUPER_ADMIN_TOKEN,
    publicUrl: e.ATRIUM_PUBLIC_URL?.replace(/\/+$/, ''),
    logLevel: e.ATRIUM_LOG_LEVEL,
    slowRequestMs: e.ATRIUM_SLOW_REQUEST_MS,
    appDir: e.ATRIUM_APP_DIR ? path.resolve(e.ATRIUM_APP_DIR) : undefined,
    shutdownTimeout: e.ATRIUM_SHUTDOWN_TIMEOUT,
    redisUrl: e.ATRIUM_REDIS_URL,
    cachePollMs: e.ATRIUM_CACHE_POLL_MS,
    schedulePollMs: e.ATRIUM_SCHEDULE_POLL_MS,
    scheduleLeaseMs: e.ATRIUM_SCHEDULE_LEASE_MS,
    countEstimateThreshold: e.ATRIUM_COUNT_ESTIMATE_THRESHOLD,
    demo: e.ATRIUM_DEMO === '1' || e.ATRIUM_DEMO === 'true',
    realtime: realtimeLimits(e),
  };
}

function realtimeLimits(e: z.infer<typeof EnvSchema>): RealtimeLimits {
  const d = DEFAULT_REALTIME_LIMITS;
  return {
    connectionsPerUser: e.ATRIUM_WS_CONNECTIONS_PER_USER ?? d.connectionsPerUser,
    connectionsPerProcess: e.ATRIUM_WS_CONNECTIONS_PER_PROCESS ?? d.connectionsPerProcess,
    messagesPerSecond: e.ATRIUM_WS_MESSAGES_PER_SECOND ?? d.messagesPerSecond,
    subscriptionsPerConnection: e.ATRIUM_WS_SUBSCRIPTIONS_PER_CONNECTION ?? d.subscriptionsPerConnection,
    maxMessageBytes: e.ATRIUM_WS_MAX_MESSAGE_BYTES ?? d.maxMessageBytes,
    maxBufferedBytes: e.ATRIUM_WS_MAX_BUFFERED_BYTES ?? d.maxBufferedBytes,
    authTimeoutMs: e.ATRIUM_WS_AUTH_TIMEOUT_MS ?? d.authTimeoutMs,
    heartbeatMs: e.ATRIUM_WS_HEARTBEAT_MS ?? d.heartbeatMs,
  };
}
