import type { FastifyInstance, FastifyRequest } from 'fastify';
import { stringify } from 'yaml';
import { applyDiff, currentSnapshot, diffAgainst } from '../../services/schema-migration/apply';
import { isEmptyDiff } from '../../services/schema-migration/diff';
import { parseInclude } from '../../services/schema-migration/extras';
import type { ServerContext } from '../context';
import { resource } from '../route';
import { queryOf, serviceContext } from './items';

const flag = (v: unknown) => v === '' || v === '1' || v === 'true';

/**
 * `GET /{p}/schema/snapshot`, `POST /{p}/schema/diff`, `POST /{p}/schema/apply` (Directus 11's
 * paths and shapes under the project prefix, admin only; docs/import-and-schema.md).
 */
export function schemaSnapshotRoutes(ctx: ServerContext) {
  const publish = (req: FastifyRequest) => () => ctx.bus.publish(req.project.key, 'schema');
  return async (app: FastifyInstance) => {
    resource(app, '/schema/snapshot', {
      GET: async (req, reply) => {
        const include = parseInclude(queryOf(req).include);
        const snapshot = await currentSnapshot(await serviceContext(req), include);
        const format = queryOf(req).export;
        if (format !== 'json' && format !== 'yaml') return { data: snapshot };
        const stamp = new Date().toISOString().slice(0, 10);
        reply
          .header(
            'content-disposition',
            `attachment; filename="snapshot-${req.project.key}-${stamp}.${format}"`,
          )
          .header(
            'content-type',
            format === 'yaml' ? 'application/yaml; charset=utf-8' : 'application/json; charset=utf-8',
          );
        return reply.send(
          format === 'yaml' ? stringify(snapshot, { lineWidth: 0 }) : JSON.stringify(snapshot, null, 2),
        );
      },
    });
    resource(app, '/schema/diff', {
      POST: async (req) => {
        const out = await diffAgainst(await serviceContext(req), req.body);
        return isEmptyDiff(out.diff) ? undefined : { data: out };
      },
    });
    resource(app, '/schema/apply', {
      POST: async (req) => {
        const report = await applyDiff(await serviceContext(req), req.body, publish(req), {
          dryRun: flag(queryOf(req).dry_run),
        });
        return { data: report };
      },
    });
  };
}
