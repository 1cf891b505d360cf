import { useQuery } from '@tanstack/react-query';
import type { DataEnvelope } from '@atrium/sdk';
import { api } from '../../../api/client';
import { webhookKeys } from '../../../api/webhooks';

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
    queryKey: [...webhookKeys.all(project), 'deliveries', webhook] as const,
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
