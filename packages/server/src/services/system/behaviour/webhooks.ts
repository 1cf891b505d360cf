import { SYSTEM_COLLECTION } from '../../../schema/system-collections';
import type { CollectionBehaviour } from '../../items/behaviour';
import { invalid, oneOf, type Row } from '../common';

/** `directus_webhooks` (api.md §5.16): the enumerations, an absolute http(s) URL, a known collection. */

export const WEBHOOK_ACTIONS = ['item.create:after', 'item.update:after', 'item.delete:after'] as const;

export const webhooks: CollectionBehaviour = {
  async afterWrite(action, key, svc) {
    // The delivery log of a deleted webhook goes with it.
    if (action === 'delete')
      await svc.ctx
        .knex(SYSTEM_COLLECTION.webhookDeliveries)
        .where({ webhook: Number(key) })
        .delete();
  },
  beforeWrite(_action, payload, svc) {
    const out: Row = { ...payload };
    if (payload.status !== undefined)
      out.status = oneOf('status', payload.status, ['active', 'inactive'], true);
    if (payload.http_action !== undefined)
      out.http_action = oneOf('http_action', payload.http_action, ['get', 'post'], true);
    if (payload.directus_action !== undefined)
      out.directus_action = oneOf('directus_action', payload.directus_action, WEBHOOK_ACTIONS);
    if (payload.url !== undefined) {
      let url: URL | null;
      try {
        url = typeof payload.url === 'string' ? new URL(payload.url) : null;
      } catch {
        url = null;
      }
      if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
        throw invalid('url', 'This value is not a valid URL (http or https).');
      }
      if (url.username || url.password) throw invalid('url', 'URLs with credentials are not allowed.');
    }
    if (payload.collection !== undefined) {
      if (typeof payload.collection !== 'string' || !svc.ctx.schema.collections.has(payload.collection)) {
        throw invalid('collection', 'This collection does not exist.');
      }
    }
    return out;
  },
};
