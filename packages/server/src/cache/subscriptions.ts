import type { ProjectRegistry } from '../projects/registry';
import type { InvalidationBus } from './invalidation-bus';

/**
 * What each topic of the invalidation bus clears in this process, in one place: the caches on the
 * loaded project's object (a project this process has not loaded has nothing to forget).
 */
export function subscribeCaches(bus: InvalidationBus, registry: ProjectRegistry): void {
  bus.subscribe((projectKey, topic) => {
    const project = registry.loaded(projectKey);
    if (!project) return;
    if (topic === 'schema' || topic === 'permissions' || topic === 'settings') project.state.forgetSchema();
    if (topic === 'webhooks') project.state.forgetWebhooks();
  });
}
