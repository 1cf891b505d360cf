import type { FastifyBaseLogger } from 'fastify';
import type { ProjectRegistry } from '../projects/registry';
import { LOCAL_RELAY, type RealtimeRelay } from '../services/realtime/relay';

export interface RelayOptions {
  redisUrl?: string;
  pollIntervalMs: number;
}

/** The relay of realtime changes between processes: Redis pub/sub when configured, else the database. */
export function createRealtimeRelay(
  _registry: ProjectRegistry,
  _log: FastifyBaseLogger,
  _options: RelayOptions,
): RealtimeRelay {
  return LOCAL_RELAY;
}
