import { fileDataKeys, pickDataKeys } from '../../query/file-data-keys';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, errors } from '../../errors';
import { FilesService, type NewFile } from '../../services/files/service';
import { prepareStream } from '../../services/files/upload';
import { discard } from '../../services/files/upload';
import { RevisionsService } from '../../services/revisions/revisions';
import type { ReadOutput } from '../../services/items/service';
import { baseUrl } from '../base-url';
import type { ServerContext } from '../context';
import { resource } from '../route';
import { envelope, idList, pageLinks, queryOf, rereadOrEmpty, serviceContext } from './items';

type Row = Record<string, unknown>;

/** The `fields` of a request as a list, or null for the default `*`. */
function fieldList(req: FastifyRequest): string[] | null {
  const raw = queryOf(req).fields;
  if (raw === undefined || raw === null || raw === '') return null;
  const list = (Array.isArray(raw) ? raw : String(raw).split(','))
    .map((s) => String(s).trim())
    .filter(Boolean);
  return list.length ? list : null;
}

/**
 * Reads file objects with their computed `data` when `fields` asks for it (`*` or `data`). The
 * rows need their `id` for that; it is fetched and dropped again when not requested.
 */
async function readFiles(
  ctx: ServerContext,
  req: FastifyRequest,
  svc: FilesService,
  read: (query: Record<string, unknown>) => Promise<ReadOutput>,
): Promise<ReadOutput> {
  const fields = fieldList(req);
  const head = (f: string) => f.split('.')[0];
  const wantsData = !fields || fields.some((f) => head(f) === '*' || head(f) === 'data');
  const query = { ...queryOf(req) };
  let addedId = false;
  if (fields) {
    const kept = fields.filter((f) => head(f) !== 'data');
    if (wantsData && !kept.some((f) => head(f) === '*' || f === 'id')) {
      kept.push('id');
      addedId = true;
    }
    query.fields = kept.length ? kept : ['id'];
  }
  const out = await read(query);
  if (wantsData) {
    await svc.attachData(out.data as Row[], baseUrl(ctx, req));
    const keys = fileDataKeys(fields ?? []);
    for (const row of out.data as Row[]) {
      if (addedId) delete row.id;
      if (keys && row.data) row.data = pickDataKeys(row.data, keys);
    }
  }
  return out;
}

async function respondWith(
  ctx: ServerContext,
  req: FastifyRequest,
  svc: FilesService,
  keys: unknown[],
  single: boolean,
) {
  return rereadOrEmpty(async () => {
    const out = await readFiles(ctx, req, svc, (q) => svc.items.readByKeys(keys, q));
    if (single && out.data.length === 0) throw errors.itemNotFound();
    return envelope(out, single);
  });
}

/** Errors of a body that claims to be multipart but is not (a wrong or missing boundary, garbage). */
function multipartError(err: unknown): unknown {
  if (err instanceof ApiError) return err;
  const code = (err as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT') return errors.batchUploadNotAllowed();
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PROTO_VIOLATION') {
    return errors.emptyPayload('Invalid multipart form: too many or forbidden fields');
  }
  if (err instanceof Error && (code?.startsWith('FST_') || /multipart|boundary|form/i.test(err.message))) {
    return errors.emptyPayload(`Invalid multipart body: ${err.message}`);
  }
  return err;
}

const hasBoundary = (req: FastifyRequest) => /;\s*boundary=/i.test(String(req.headers['content-type'] ?? ''));

/**
 * The parser looks for `CRLF--<boundary>` and takes at most 256 bytes: longer boundaries (RFC 2046
 * allows 70 characters) are refused here as malformed instead of failing inside it.
 */
const MAX_BOUNDARY = 252;
function assertBoundaryLength(req: FastifyRequest): void {
  const m = /;\s*boundary=(?:"([^"]*)"|([^;\s]*))/i.exec(String(req.headers['content-type'] ?? ''));
  const boundary = m?.[1] ?? m?.[2] ?? '';
  if (Buffer.byteLength(boundary) > MAX_BOUNDARY)
    throw errors.emptyPayload(
      `Invalid multipart body: the boundary is longer than ${MAX_BOUNDARY} characters`,
    );
}

/**
 * A `multipart/form-data` request without a boundary cannot be multipart. The Directus 8 JS SDK's
 * `uploadFiles(object)` sends its JSON body that way: a body that is a JSON object is taken as one.
 */
async function jsonUnderMultipart(req: FastifyRequest, maxBytes: number): Promise<Row> {
  const limit = Math.ceil(maxBytes * 1.4) + 64 * 1024;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req.raw) {
    size += (chunk as Buffer).length;
    if (size > limit) throw errors.emptyPayload('Invalid multipart body: no boundary');
    chunks.push(chunk as Buffer);
  }
  try {
    const value: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    if (Array.isArray(value)) throw errors.batchUploadNotAllowed();
    if (value && typeof value === 'object') return value as Row;
  } catch (err) {
    if (err instanceof ApiError) throw err;
  }
  throw errors.emptyPayload('Invalid multipart body: no boundary');
}

/** The multipart form of an upload: its one file part streamed to a temporary file, then the fields. */
async function prepareMultipart(req: FastifyRequest, svc: FilesService): Promise<NewFile[]> {
  const target = await svc.target();
  if (!hasBoundary(req)) return [await svc.prepareJson(await jsonUnderMultipart(req, target.maxBytes))];
  assertBoundaryLength(req);
  const uploads: { upload: Awaited<ReturnType<typeof prepareStream>> }[] = [];
  const fields: Row = {};
  let jsonData: string | null = null;
  try {
    // One file per request (api.md §5.5): a second file part ends the request with 400/15.
    const parts = req.parts({
      limits: { fileSize: target.maxBytes + 1, files: 1, fields: 200, fieldSize: 1024 * 1024 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        uploads.push({
          upload: await prepareStream(target, part.file, part.filename || part.fieldname || 'file'),
        });
      } else if (part.fieldname === 'data') {
        jsonData = String(part.value);
      } else {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    await Promise.all(uploads.map((u) => discard(u.upload)));
    throw multipartError(err);
  }
  if (uploads.length === 0) {
    if (jsonData !== null) return [await svc.prepareJson({ ...fields, data: jsonData })];
    throw errors.invalidPayload('data: This value should not be blank.');
  }
  return uploads.map(({ upload }) => ({ upload, embed: null, fields }));
}

/** `/{p}/files` (api.md §5.5, §5.6). */
export function filesRoutes(ctx: ServerContext) {
  return async (app: FastifyInstance) => {
    await app.register(multipart, { throwFileSizeLimit: false });
    const service = async (req: FastifyRequest) =>
      new FilesService(await serviceContext(req), ctx.registry.dataDir);

    resource(app, '/files', {
      GET: async (req) => {
        const svc = await service(req);
        const out = await readFiles(ctx, req, svc, (q) => svc.items.readByQuery(q));
        pageLinks(req, out.meta);
        const single = queryOf(req).single;
        return envelope(out, single !== undefined && single !== '0' && single !== 'false');
      },
      POST: async (req) => {
        const svc = await service(req);
        svc.assertCanUpload();
        let files: NewFile[];
        if (req.isMultipart()) files = await prepareMultipart(req, svc);
        else {
          const body = req.body;
          if (Array.isArray(body)) throw errors.batchUploadNotAllowed();
          if (!body || typeof body !== 'object') throw errors.emptyPayload();
          files = [await svc.prepareJson(body as Row)];
        }
        const keys = await svc.create(files);
        return respondWith(ctx, req, svc, keys, keys.length === 1);
      },
      PATCH: async (req) => {
        const svc = await service(req);
        if (!Array.isArray(req.body)) throw errors.emptyPayload();
        const keys = await svc.updateBatch(req.body);
        return respondWith(ctx, req, svc, keys, false);
      },
    });

    resource(app, '/files/:id', {
      GET: async (req) => {
        const svc = await service(req);
        const keys = idList((req.params as { id: string }).id);
        const out = await readFiles(ctx, req, svc, (q) => svc.items.readByKeys(keys, q));
        if (keys.length === 1 && out.data.length === 0) throw errors.itemNotFound();
        return envelope(out, keys.length === 1);
      },
      PATCH: async (req) => {
        const svc = await service(req);
        const keys = idList((req.params as { id: string }).id);
        const ifMatchHeader = req.headers['if-match'];
        if (req.isMultipart()) {
          // A new file for an existing record: exactly one file, for exactly one record.
          if (keys.length !== 1) throw errors.batchUploadNotAllowed();
          svc.assertCanUpdate();
          const files = await prepareMultipart(req, svc);
          if (files.length !== 1) {
            await Promise.all(files.map((f) => discard(f.upload)));
            throw errors.batchUploadNotAllowed();
          }
          const updated = await svc.replace(keys[0], files[0]!, {
            ifMatch: typeof ifMatchHeader === 'string' ? ifMatchHeader : undefined,
          });
          return respondWith(ctx, req, svc, updated, true);
        }
        const body = req.body;
        if (!body || typeof body !== 'object' || Array.isArray(body)) throw errors.emptyPayload();
        if (keys.length > 1 && 'data' in body) throw errors.batchUploadNotAllowed();
        const ifMatch = req.headers['if-match'];
        const updated = await svc.update(keys, body, {
          ifMatch: typeof ifMatch === 'string' ? ifMatch : undefined,
        });
        return respondWith(ctx, req, svc, updated, keys.length === 1);
      },
      DELETE: async (req) => {
        const svc = await service(req);
        await svc.delete(idList((req.params as { id: string }).id));
        return undefined;
      },
    });

    resource(app, '/files/:id/revisions', {
      GET: async (req) => {
        const svc = new RevisionsService(await serviceContext(req));
        const { id } = req.params as { id: string };
        return envelope(await svc.forItem('directus_files', id, queryOf(req)), false);
      },
    });
    resource(app, '/files/:id/revisions/:offset', {
      GET: async (req) => {
        const svc = new RevisionsService(await serviceContext(req));
        const { id, offset } = req.params as { id: string; offset: string };
        return envelope(await svc.forItem('directus_files', id, queryOf(req), offset), true);
      },
    });
  };
}
