/** Keys of webhooks (api.md §5.16): `['p', project, 'webhooks', ...]` (the item root of `directus_webhooks`). */
import { itemKeys } from '../items/keys';

export const WEBHOOKS = 'directus_webhooks';

export const webhookKeys = {
  all: (project: string) => itemKeys.all(project, WEBHOOKS),
  /** The newest calls of one webhook. */
  deliveries: (project: string, webhook: string) =>
    [...webhookKeys.all(project), 'deliveries', webhook] as const,
};
