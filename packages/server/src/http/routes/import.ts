import multipart from '@fastify/multipart';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errors } from '../../errors';
import { detectFormat, parseImportOptions } from '../../services/import/options';
import { readProgress, startProgress } from '../../services/import/progress';
import { importItems } from '../../services/import/run';
import type { ServerContext } from '../context';
import { resource } from '../route';
import { queryOf, serviceContext } from './items';

/**
 * `POST /{p}/utils/import/{collection}` (Directus 11's path under the project prefix,
 * docs/import-and-schema.md): a CSV, JSON-array or NDJSON file as a multipart upload (its one file
 * part) or as the body itself, read as it arrives — no body parser buffers it — and imported row
 * by row through the items service. The options are query parameters; the answer is the report.
 * `GET /{p}/utils/import/progress/{id}` tells how far the caller's running import is.
 */
export function importRoutes(ctx: ServerContext) {
  return async (app: FastifyInstance) => {
    // In this scope every body is handed over as a stream (no size limit: memory stays bounded).
    app.removeAllContentTypeParsers();
    await app.register(multipart, { throwFileSizeLimit: false });
    app.addContentTypeParser('*', (_req, payload, done) => done(null, payload));

    resource(app, '/utils/import/:collection', {
      POST: async (req) => {
        const { collection } = req.params as { collection: string };
        const options = parseImportOptions(queryOf(req));
        const svcCtx = await serviceContext(req);
        const tracked = options.progress
          ? startProgress(svcCtx.project.key, svcCtx.accountability.user, options.progress)
          : null;
        try {
          const { input, format } = await fileOf(req, options.format);
          const report = await importItems(
            svcCtx,
            collection,
            input,
            format,
            options,
            ctx.registry.dataDir,
            tracked?.progress,
          );
          return { data: report };
        } finally {
          tracked?.end();
        }
      },
    });

    // How far the caller's import named `?progress={id}` is, while it runs (404 before and after).
    resource(app, '/utils/import/progress/:id', {
      GET: async (req) => {
        const { id } = req.params as { id: string };
        const svcCtx = await serviceContext(req);
        const progress = readProgress(svcCtx.project.key, svcCtx.accountability.user, id);
        if (!progress) throw errors.notFound(`No import "${id}" is running`);
        return { data: progress };
      },
    });
  };
}

async function fileOf(req: FastifyRequest, option: Parameters<typeof detectFormat>[0]) {
  if (req.isMultipart()) {
    let part;
    try {
      part = await req.file({ limits: { files: 1, fields: 20, fileSize: Number.MAX_SAFE_INTEGER } });
    } catch (err) {
      throw errors.emptyPayload(`Invalid multipart body: ${(err as Error).message}`);
    }
    if (!part) throw errors.emptyPayload('The multipart body has no file part');
    return { input: part.file as Readable, format: detectFormat(option, part.mimetype, part.filename) };
  }
  const body = req.body as Readable | undefined | null;
  if (!body || typeof (body as Readable).pipe !== 'function') throw errors.emptyPayload();
  return { input: body, format: detectFormat(option, String(req.headers['content-type'] ?? '')) };
}
