import type { ServerConfig } from '../config';
import type { ProjectRegistry } from '../projects/registry';

/** What every route module needs from the running server. */
export interface ServerContext {
  config: ServerConfig;
  registry: ProjectRegistry;
  superAdminToken: string;
  version: string;
}
