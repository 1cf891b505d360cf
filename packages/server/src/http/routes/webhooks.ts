import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errors } from '../../errors';
import type { FilterNode } from '../../query/ast';
import { serviceFor } from '../../services/system';
import type { ServerContext } from '../context';
import { resource } from '../route';
import { queryOf, serviceContext } from './items';
import { readList, systemItemRoutes } from './system-items';

/**
 * `/{p}/webhooks` (api.md §5.16) and, for admins, the delivery log of §7.7:
 * `/webhooks/deliveries` and `/webhooks/{id}/deliveries` (newest first).
 */
export function webhooksRoutes(ctx: ServerContext) {
  return async (app: FastifyInstance) => {
    const deliveries = async (req: FastifyRequest, webhook?: string) => {
      const acc = req.accountability;
      if (!acc.admin) throw acc.public ? errors.unauthorized() : errors.adminOnly();
      const svc = serviceFor('directus_webhook_deliveries', await serviceContext(req));
      const extra: FilterNode[] = [];
      if (webhook !== undefined) {
        if (!/^\d+$/.test(webhook)) throw errors.itemNotFound();
        extra.push({
          kind: 'cond',
          hops: [],
          field: svc.collection.fields.get('webhook')!,
          op: 'eq',
          value: Number(webhook),
        });
      }
      return readList(svc, req, extra, { sort: '-id', ...queryOf(req) });
    };
    resource(app, '/webhooks/deliveries', { GET: (req) => deliveries(req) });
    resource(app, '/webhooks/:id/deliveries', {
      GET: (req) => deliveries(req, (req.params as { id: string }).id),
    });
    systemItemRoutes(app, {
      path: '/webhooks',
      collection: 'directus_webhooks',
      revisions: true,
      afterWrite: (req) => ctx.bus.publish(req.project.key, 'webhooks'),
    });
  };
}
