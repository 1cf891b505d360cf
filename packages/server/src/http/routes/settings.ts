import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errors } from '../../errors';
import type { FilterNode } from '../../query/ast';
import { serviceFor } from '../../services/system';
import { convertSettings, echoSettings } from '../../services/system/settings';
import type { ServerContext } from '../context';
import { resource } from '../route';
import { envelope, queryOf, rereadOrEmpty, serviceContext } from './items';
import { bodyObject, readKeys, readList, systemItemRoutes } from './system-items';

type Row = Record<string, unknown>;

/**
 * `/{p}/settings` (api.md §5.15). Lists convert values by the setting's type; single reads are
 * raw rows; write responses echo the sent value (file settings answer with the file object).
 */
export function settingsRoutes(ctx: ServerContext) {
  return async (app: FastifyInstance) => {
    const publish = (req: FastifyRequest) => ctx.bus.publish(req.project.key, 'settings');

    /** Write responses: the value as sent, except file settings (the file object). */
    const echo = async (req: FastifyRequest, result: unknown): Promise<unknown> => {
      if (!result || typeof result !== 'object' || !('data' in result)) return result;
      const sent = new Map<string, unknown>();
      const body = Array.isArray(req.body) ? req.body : [req.body];
      const param = (req.params as { id?: string }).id;
      for (const b of body as Row[]) {
        if (!b || typeof b !== 'object' || !('value' in b)) continue;
        if (b.key !== undefined) sent.set(`key:${String(b.key)}`, b.value);
        const id = b.id ?? param;
        if (id !== undefined) sent.set(`id:${String(id)}`, b.value);
      }
      const env = result as { data: Row | Row[] | null };
      const rows = Array.isArray(env.data) ? env.data : env.data ? [env.data] : [];
      const out = await echoSettings(await serviceContext(req), rows, sent);
      return { ...env, data: Array.isArray(env.data) ? out : (out[0] ?? null) };
    };

    resource(app, '/settings/fields', {
      GET: async (req) => {
        const svc = serviceFor('directus_fields', await serviceContext(req));
        const filter: FilterNode = {
          kind: 'cond',
          hops: [],
          field: svc.collection.fields.get('collection')!,
          op: 'eq',
          value: 'directus_settings',
        };
        return readList(svc, req, [filter]);
      },
    });

    const service = async (req: FastifyRequest) => serviceFor('directus_settings', await serviceContext(req));

    systemItemRoutes(app, {
      path: '/settings',
      collection: 'directus_settings',
      afterWrite: publish,
      override: {
        '': {
          GET: async (req) => {
            const svc = await service(req);
            const out = (await readList(svc, req)) as { data: Row | Row[] | null };
            const rows = Array.isArray(out.data) ? out.data : out.data ? [out.data] : [];
            const converted = await convertSettings(svc.ctx, rows);
            return { ...out, data: Array.isArray(out.data) ? converted : (converted[0] ?? null) };
          },
          POST: async (req) => {
            const svc = await service(req);
            const many = Array.isArray(req.body);
            const keys = await svc.createMany(many ? (req.body as unknown[]) : [bodyObject(req)]);
            await publish(req);
            const result = await rereadOrEmpty(async () =>
              many ? envelope(await svc.readByKeys(keys, queryOf(req)), false) : readKeys(svc, keys, req),
            );
            return echo(req, result);
          },
          PATCH: async (req) => {
            const svc = await service(req);
            if (!Array.isArray(req.body)) throw errors.emptyPayload();
            const keys = await svc.updateBatch(req.body);
            await publish(req);
            return echo(
              req,
              await rereadOrEmpty(async () => envelope(await svc.readByKeys(keys, queryOf(req)), false)),
            );
          },
        },
        '/:id': {
          PATCH: async (req, reply) => {
            const svc = await service(req);
            const body = bodyObject(req);
            const keys = (req.params as { id: string }).id.split(',').filter(Boolean);
            const updated = await svc.updateMany(keys, body);
            await publish(req);
            return echo(req, await rereadOrEmpty(() => readKeys(svc, updated, req, reply)));
          },
        },
      },
    });
  };
}
