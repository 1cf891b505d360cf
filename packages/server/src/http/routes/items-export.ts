import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ItemsService } from '../../services/items/service';
import { exportFormat, prepareExport } from '../../services/export/stream';

/**
 * `GET /{p}/items/{c}?export=csv|json` (Atrium extension, docs/compatibility.md): the list read
 * as a download, streamed page by page with back-pressure. A page that fails once the download
 * has begun is logged and the connection is cut (no end of the chunked body): the client sees a
 * failed download, never a short file that looks complete.
 */
export async function sendExport(
  req: FastifyRequest,
  reply: FastifyReply,
  svc: ItemsService,
): Promise<FastifyReply> {
  const params = (req.query ?? {}) as Record<string, unknown>;
  const format = exportFormat(params.export);
  const { contentType, fileName, stream } = await prepareExport(svc, params, format, (err, rows) => {
    req.log.error({ err, collection: svc.collection.collection, format, rows }, 'export failed');
  });
  reply
    .header('content-type', contentType)
    .header(
      'content-disposition',
      `attachment; filename="${fileName.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    )
    .header('cache-control', 'no-store');
  return reply.send(stream);
}
