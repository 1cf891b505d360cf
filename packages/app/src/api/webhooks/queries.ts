/** Reads of webhooks (api.md §5.16): the listing, one webhook, its deliveries. */
import { useQuery } from '@tanstack/react-query';
import type { DataEnvelope, PrimaryKey, QueryParams, Webhook } from '@atrium/sdk';
import { api } from '../client';
import { useItem, useItems } from '../items/queries';
import { WEBHOOKS, webhookKeys } from './keys';

/** A page of webhooks (the webhook listing). */
export const useWebhooks = (project: string, params: QueryParams = { limit: -1 }) =>
  useItems<Webhook>(project, WEBHOOKS, params);

/** One webhook (`'+'` for a new one disables the query). */
export const useWebhook = (project: string, id: PrimaryKey | null) => useItem<Webhook>(project, WEBHOOKS, id);

/** One call of a webhook, as the server logs it (`directus_webhook_deliveries`). */
export interface WebhookDelivery {
  id: number;
  webhook: number;
  event: string;
  collection: string;
  item: string | null;
  url: string;
  status: 'pending' | 'success' | 'failed' | string;
  attempts: number;
  response_status: number | null;
  error: string | null;
  created_on: string;
  last_attempt_on: string | null;
}

/** The newest deliveries of one webhook (`GET /webhooks/{id}/deliveries`, admins only). */
export function useDeliveries(project: string, webhook: string) {
  return useQuery({
    queryKey: webhookKeys.deliveries(project, webhook),
    queryFn: () =>
      api
        .request<DataEnvelope<WebhookDelivery[]>>(
          'GET',
          `webhooks/${encodeURIComponent(webhook)}/deliveries`,
          {
            project,
            params: { limit: 50 },
          },
        )
        .then((r) => r.data),
    enabled: !!project && /^\d+$/.test(webhook),
    refetchInterval: 10_000,
  });
}
