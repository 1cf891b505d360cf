/** Writes of webhooks (api.md §5.16), through the generic item writes. */
import type { Webhook } from '@atrium/sdk';
import { useCreateItem, useDeleteItems, useUpdateItem } from '../items/mutations';
import { WEBHOOKS } from './keys';

/** Creates a webhook (`{ values }`). */
export const useCreateWebhook = (project: string) => useCreateItem<Webhook>(project, WEBHOOKS);

/** Updates a webhook (`{ key, values }`). */
export const useUpdateWebhook = (project: string) => useUpdateItem<Webhook>(project, WEBHOOKS);

/** Deletes webhooks by id. */
export const useDeleteWebhooks = (project: string) => useDeleteItems(project, WEBHOOKS);
