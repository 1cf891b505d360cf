import type { ServerConfig } from '../config';
import type { ProjectRegistry } from '../projects/registry';
import type { InvalidationBus } from '../cache/invalidation-bus';
import type { RealtimeHub } from '../services/realtime/hub';

/** What every route module needs from the running server. */
export interface ServerContext {
  config: ServerConfig;
  registry: ProjectRegistry;
  superAdminToken: string;
  version: string;
  /** Cross-process cache invalidation (design.md §5). */
  bus: InvalidationBus;
  /** The realtime endpoint's hub (`/{p}/websocket`); absent where a test builds the app alone. */
  realtime?: RealtimeHub;
}
