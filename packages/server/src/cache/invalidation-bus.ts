import type { FastifyBaseLogger } from 'fastify';
import type { ProjectRegistry } from '../projects/registry';
import { PollingBus } from './polling-bus';
import { RedisBus } from './redis-bus';
import type { InvalidationBus } from './topics';

export type { CacheTopic, InvalidationBus, InvalidationListener } from './topics';

export interface BusOptions {
  redisUrl?: string;
  pollIntervalMs: number;
}

export function createInvalidationBus(
  registry: ProjectRegistry,
  log: FastifyBaseLogger,
  options: BusOptions,
): InvalidationBus {
  return options.redisUrl
    ? new RedisBus(options.redisUrl, registry, log, options.pollIntervalMs)
    : new PollingBus(registry, log, options.pollIntervalMs);
}
