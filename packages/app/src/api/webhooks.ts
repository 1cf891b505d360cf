/** Webhooks (api.md §5.16). Keys: `['p', project, 'webhooks', ...]` (the item root of `directus_webhooks`). */
import type { PrimaryKey, QueryParams, Webhook } from '@atrium/sdk';
import { itemKeys, useCreateItem, useDeleteItems, useItem, useItems, useUpdateItem } from './items';

const WEBHOOKS = 'directus_webhooks';

export const webhookKeys = {
  all: (project: string) => itemKeys.all(project, WEBHOOKS),
};

/** A page of webhooks (the webhook listing). */
export const useWebhooks = (project: string, params: QueryParams = { limit: -1 }) =>
  useItems<Webhook>(project, WEBHOOKS, params);

/** One webhook (`'+'` for a new one disables the query). */
export const useWebhook = (project: string, id: PrimaryKey | null) => useItem<Webhook>(project, WEBHOOKS, id);

/** Creates a webhook (`{ values }`). */
export const useCreateWebhook = (project: string) => useCreateItem<Webhook>(project, WEBHOOKS);

/** Updates a webhook (`{ key, values }`). */
export const useUpdateWebhook = (project: string) => useUpdateItem<Webhook>(project, WEBHOOKS);

/** Deletes webhooks by id. */
export const useDeleteWebhooks = (project: string) => useDeleteItems(project, WEBHOOKS);
