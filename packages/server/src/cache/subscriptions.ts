import { forgetIdentities } from '../auth/identity-cache';
import { invalidateSchema } from '../schema/overview';
import { invalidateWebhooks } from '../services/webhooks/dispatcher';
import type { InvalidationBus } from './invalidation-bus';

/**
 * What each topic of the invalidation bus clears in this process, in one place: the schema
 * overview (which also clears the permission caches registered with it), the webhook list, and
 * the identities (users, their sessions and their roles' `enforce_2fa` / `ip_whitelist`).
 */
export function subscribeCaches(bus: InvalidationBus): void {
  bus.subscribe((projectKey, topic) => {
    if (topic === 'schema' || topic === 'permissions' || topic === 'settings') invalidateSchema(projectKey);
    if (topic === 'webhooks') invalidateWebhooks(projectKey);
    if (topic === 'identity' || topic === 'permissions' || topic === 'schema') forgetIdentities(projectKey);
  });
}
