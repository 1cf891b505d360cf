import { forgetIdentities } from '../auth/identity-cache';
import type { ProjectRegistry } from '../projects/registry';
import type { InvalidationBus } from './invalidation-bus';

/**
 * What each topic of the invalidation bus clears in this process, in one place: the caches on the
 * loaded project's object (a project this process has not loaded has nothing to forget) and the
 * identities (users, their sessions and their roles' `enforce_2fa` / `ip_whitelist`).
 */
export function subscribeCaches(bus: InvalidationBus, registry: ProjectRegistry): void {
  bus.subscribe((projectKey, topic) => {
    if (topic === 'identity' || topic === 'permissions' || topic === 'schema') forgetIdentities(projectKey);
    const project = registry.loaded(projectKey);
    if (!project) return;
    if (topic === 'schema' || topic === 'permissions' || topic === 'settings') project.state.forgetSchema();
    if (topic === 'webhooks') project.state.forgetWebhooks();
  });
}
