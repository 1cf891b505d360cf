import fs from 'node:fs/promises';
import pino from 'pino';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from './config';
import { buildApp, loggerOptions } from './http/app';
import { ProjectRegistry } from './projects/registry';
import { resolveSuperAdminToken } from './secrets';
import { ATRIUM_VERSION } from './atrium-version';
import { createInvalidationBus, type InvalidationBus } from './cache/invalidation-bus';
import { subscribeCaches } from './cache/subscriptions';
import { setEstimateThreshold } from './query/estimate';
import { startWebhookDispatch } from './services/webhooks/dispatcher';
import { sweepStaleUploads } from './services/files/temp-files';
import { RealtimeHub } from './services/realtime/hub';
import { DEFAULT_REALTIME_LIMITS } from './services/realtime/limits';
import { createRealtimeRelay } from './cache/realtime-relay';
import { startScheduleRunner, type ScheduleRunner } from './services/schedules/runner';

export interface RunningServer {
  app: FastifyInstance;
  bus: InvalidationBus;
  /** This process's realtime hub (tests wait on `realtime.settled()`). */
  realtime: RealtimeHub;
  /** The projects this process serves (tests reach a project's pool through it). */
  registry: ProjectRegistry;
  url: string;
  superAdminToken: string;
  /** Scheduled publishing of this process (tests may run a poll at once). */
  schedules: ScheduleRunner;
  close(): Promise<void>;
}

/** Prepares the data directory, builds the app and listens. */
export async function startServer(config: ServerConfig): Promise<RunningServer> {
  await fs.mkdir(config.dataDir, { recursive: true });
  const log = pino({ level: config.logLevel });
  const { token, created } = await resolveSuperAdminToken(config.dataDir, config.superAdminToken);
  // Upload files a killed process left behind (never those of live processes sharing the directory).
  const swept = await sweepStaleUploads(config.dataDir).catch((err: unknown) => {
    log.warn({ err }, 'could not sweep stale upload files');
    return 0;
  });
  if (swept) log.info({ files: swept }, 'removed stale upload files');
  const registry = new ProjectRegistry(config.dataDir, log);
  const bus = createInvalidationBus(registry, log, {
    redisUrl: config.redisUrl,
    pollIntervalMs: config.cachePollMs,
  });
  subscribeCaches(bus, registry);
  startWebhookDispatch(registry);
  const realtime = new RealtimeHub(
    registry,
    bus,
    createRealtimeRelay(registry, log, { redisUrl: config.redisUrl, pollIntervalMs: config.cachePollMs }),
    { ...DEFAULT_REALTIME_LIMITS, ...config.realtime },
    log,
  );
  registry.observeWrites(realtime.observer);
  setEstimateThreshold(config.countEstimateThreshold);
  const app = await buildApp(
    { config, registry, superAdminToken: token, version: ATRIUM_VERSION, bus, realtime },
    loggerOptions(config.logLevel),
  );
  if (created) {
    // Printed once, on the start that generated it; it stays in <data>/super-admin-token.
    process.stdout.write(
      `\nAtrium generated a super-admin token (kept in ${config.dataDir}/super-admin-token):\n  ${token}\n\n`,
    );
  }
  const address = await app.listen({ host: config.host, port: config.port });
  const url = address.replace('[::1]', 'localhost');
  const schedules = startScheduleRunner(
    registry,
    log,
    config.schedulePollMs ?? 15_000,
    config.scheduleLeaseMs,
  );
  const close = async () => {
    await schedules.stop();
    await app.close();
  };
  return { app, bus, realtime, registry, url, superAdminToken: token, schedules, close };
}

/** SIGTERM/SIGINT: stop accepting, let in-flight requests finish (bounded), close the pools. */
export function closeOnSignals(server: RunningServer, timeoutMs: number): void {
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    server.app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      server.app.log.warn('shutdown timed out; exiting');
      process.exit(1);
    }, timeoutMs);
    timer.unref();
    server.close().then(
      () => process.exit(0),
      (err: unknown) => {
        server.app.log.error({ err }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}
