import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { errors } from '../../errors';
import type { ProjectRegistry } from '../../projects/registry';

/** Re-read the maintenance flag file at most this often (ms). */
const MAINTENANCE_RECHECK = 2000;

/**
 * For routes under `/:project`: resolves the project (unknown → 401/3, api.md §1.1) before the body
 * is read, and answers 503/21 while `<data>/maintenance` exists.
 */
export function registerProjectScope(app: FastifyInstance, registry: ProjectRegistry): void {
  const flag = path.join(registry.dataDir, 'maintenance');
  let maintenance = { on: false, at: 0 };
  app.addHook('onRequest', async (request) => {
    const now = Date.now();
    if (now - maintenance.at > MAINTENANCE_RECHECK) maintenance = { on: fs.existsSync(flag), at: now };
    if (maintenance.on) throw errors.maintenance();
    const key = (request.params as { project?: string }).project ?? '';
    const project = registry.fresh(key) ?? (await registry.get(key));
    if (!project) throw errors.unauthorized();
    request.project = project;
  });
}
