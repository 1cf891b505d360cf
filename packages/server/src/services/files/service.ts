import type { Knex } from 'knex';
import { nowUtc } from '../../database/datetime';
import { errors } from '../../errors';
import { projectStorage, StorageNotFoundError, type ProjectStorage } from '../../storage';
import type { ServiceContext } from '../items/context';
import { ItemsService } from '../items/service';
import { serviceFor } from '../system';
import { isPlainObject } from '../items/payload';
import { levelRank } from '../permissions/permissions';
import { readSettings } from '../settings';
import type { EmbedRef } from './embed';
import { fileErrors } from './errors';
import { attachFileData } from './file-urls';
import { looksLikeUrl, prepareUrl } from './import-url';
import { diskNameFor, sanitizeDiskName, titleFromName } from './naming';
import { deleteThumbnails } from './thumbnails';
import {
  discard,
  prepareBase64,
  reserveDiskName,
  storeUpload,
  uploadTarget,
  type PreparedUpload,
  type StoredUpload,
  type UploadTarget,
} from './upload';
import path from 'node:path';

type Row = Record<string, unknown>;

/** Columns the server determines; a client's values for them are ignored. */
const MANAGED = [
  'id',
  'storage',
  'private_hash',
  'type',
  'filesize',
  'checksum',
  'charset',
  'width',
  'height',
  'duration',
  'embed',
  'uploaded_by',
  'uploaded_on',
];

/** One file of a create request: its content, ready to store, and the client's other fields. */
export interface NewFile {
  upload: PreparedUpload;
  embed: EmbedRef | null;
  fields: Row;
}

const COLLECTION = 'directus_files';

/**
 * `directus_files` records with their stored objects (api.md §5.5): creates from uploads, content
 * replacement and renames on update, storage clean-up on delete, and the computed `data` of reads.
 * Rows go through the items service (permissions, validation, activity `upload`, revisions).
 */
export class FilesService {
  readonly items: ItemsService;
  readonly storage: ProjectStorage;
  private settingsPromise: Promise<Map<string, string | null>> | null = null;

  constructor(
    readonly ctx: ServiceContext,
    readonly dataDir: string,
  ) {
    this.items = serviceFor(COLLECTION, ctx);
    this.storage = projectStorage(ctx.project, dataDir);
  }

  private get knex(): Knex {
    return this.ctx.project.knex;
  }

  settings(): Promise<Map<string, string | null>> {
    return (this.settingsPromise ??= readSettings(this.knex));
  }

  async target(): Promise<UploadTarget> {
    return uploadTarget(this.ctx.project, this.dataDir, await this.settings(), async (name) =>
      Boolean(await this.knex(COLLECTION).where('filename_disk', name).first('id')),
    );
  }

  /** 403/10 before any byte is received: uploading needs create permission on files. */
  assertCanUpload(): void {
    if (this.ctx.accountability.admin) return;
    const row = this.ctx.access.row(this.items.collection, null);
    if (!row || levelRank(row.create) < 1) throw fileErrors.uploadDenied();
  }

  /** 403/302 before a replacement file is received: the caller may update no file at all. */
  assertCanUpdate(): void {
    if (this.ctx.accountability.admin) return;
    const row = this.ctx.access.row(this.items.collection, null);
    if (!row || levelRank(row.update) < 1) throw errors.forbiddenUpdate();
  }

  /** Prepares the `data` of a JSON body: base64 (both file names required) or a URL to import. */
  async prepareJson(
    body: Row,
    write: { action: 'create' } | { action: 'update'; key: unknown } = { action: 'create' },
  ): Promise<NewFile> {
    const { data, ...fields } = body;
    if (typeof data !== 'string' || data.trim() === '') throw fileErrors.blank('data');
    // Authorised before anything is fetched or decoded (issue 15, defect 4).
    await this.items.assertWritable(
      write.action,
      write.action === 'update' ? write.key : null,
      this.rowFields(fields),
    );
    const target = await this.target();
    if (looksLikeUrl(data.trim())) {
      const outbound = this.ctx.project.config.outbound;
      const { upload, embed } = await prepareUrl(target, data.trim(), {
        allowPrivate: outbound.allow_private,
        timeout: outbound.timeout,
        maxRedirects: outbound.max_redirects,
        embedPreviews: outbound.embed_previews,
      });
      return { upload, embed, fields };
    }
    const missing = (['filename_disk', 'filename_download'] as const).filter(
      (k) => typeof fields[k] !== 'string' || (fields[k] as string).trim() === '',
    );
    if (missing.length) {
      throw errors.invalidPayload(missing.map((k) => `${k}: This value should not be blank.`).join(' '));
    }
    const upload = await prepareBase64(target, data, String(fields.filename_download));
    return { upload, embed: null, fields };
  }

  /**
   * Stores prepared uploads and creates their rows in one transaction. On any failure nothing
   * stays behind: stored objects are removed and temporary files discarded.
   */
  async create(files: NewFile[]): Promise<unknown[]> {
    const target = await this.target();
    const stored: StoredUpload[] = [];
    try {
      // Every row authorised before the first object is stored.
      for (const file of files) await this.items.assertWritable('create', null, this.rowFields(file.fields));
      const payloads: Row[] = [];
      for (const file of files) {
        const source = typeof file.fields.filename_disk === 'string' ? file.fields.filename_disk : null;
        const s = await storeUpload(target, file.upload, { nameSource: file.embed ? null : source });
        stored.push(s);
        payloads.push(this.createPayload(file, s));
      }
      return await this.items.createMany(payloads);
    } catch (err) {
      await Promise.all(
        stored.map((s) => this.storage.originals.delete(s.filename_disk).catch(() => undefined)),
      );
      await Promise.all(files.map((f) => discard(f.upload)));
      throw err;
    } finally {
      for (const s of stored) s.release();
    }
  }

  /** The client's fields that become columns (the managed ones are the server's). */
  private rowFields(fields: Row): Row {
    return Object.fromEntries(Object.entries(fields).filter(([k]) => k !== 'data' && !MANAGED.includes(k)));
  }

  private createPayload(file: NewFile, s: StoredUpload): Row {
    const { upload, embed } = file;
    const fields = Object.fromEntries(Object.entries(file.fields).filter(([k]) => !MANAGED.includes(k)));
    const downloadName =
      typeof fields.filename_download === 'string' && fields.filename_download.trim()
        ? fields.filename_download
        : upload.originalName;
    const facts = upload.facts;
    const { iptc } = facts;
    return {
      ...(iptc.description ? { description: iptc.description } : {}),
      ...(iptc.keywords ? { tags: iptc.keywords } : {}),
      ...(iptc.location ? { location: iptc.location } : {}),
      ...fields,
      storage: s.storage,
      private_hash: s.private_hash,
      filename_disk: s.filename_disk,
      filename_download: downloadName,
      title:
        fields.title ??
        iptc.title ??
        (embed
          ? `${embed.provider === 'youtube' ? 'YouTube' : 'Vimeo'} video ${embed.id}`
          : titleFromName(downloadName)),
      type: embed ? `embed/${embed.provider}` : facts.type,
      embed: embed ? embed.id : null,
      filesize: facts.filesize,
      checksum: facts.checksum,
      charset: facts.charset,
      width: facts.width,
      height: facts.height,
      duration: facts.duration,
      uploaded_on: nowUtc(),
    };
  }

  private async storedNames(keys: unknown[]): Promise<Map<string, string>> {
    const ids = keys.map((k) => this.items.castKey(k)).filter((k): k is number | string => k !== null);
    if (!ids.length) return new Map();
    const rows = (await this.knex(COLLECTION).whereIn('id', ids).select('id', 'filename_disk')) as Row[];
    return new Map(rows.map((r) => [String(r.id), String(r.filename_disk)]));
  }

  /**
   * Updates metadata; `data` replaces the content (stored under a fresh name, the old object and
   * its thumbnails removed after commit); a new `filename_disk` renames the stored object.
   */
  async update(keys: unknown[], input: unknown, opts: { ifMatch?: string } = {}): Promise<unknown[]> {
    if (!isPlainObject(input)) throw errors.emptyPayload();
    const payload: Row = Object.fromEntries(Object.entries(input).filter(([k]) => !MANAGED.includes(k)));
    const replacing = 'data' in payload;
    const renaming = typeof payload.filename_disk === 'string';
    if (!replacing && !renaming) return this.items.updateMany(keys, payload, opts);
    if (keys.length !== 1) throw errors.batchUploadNotAllowed();
    const key = keys[0];
    const before = (await this.storedNames([key])).get(String(this.items.castKey(key)));
    if (before === undefined) throw errors.itemNotFound();

    if (replacing) {
      const { data, ...rest } = payload;
      const file = await this.prepareJson(
        {
          data,
          filename_disk: rest.filename_disk ?? before,
          filename_download: rest.filename_download ?? before,
          ...rest,
        },
        { action: 'update', key },
      );
      return this.replace(key, file, opts);
    }
    return this.rename(key, payload, opts, before);
  }

  /**
   * A new `filename_disk`: authorised first, then, inside the transaction that holds the row
   * locked, the row updated and the object moved; a failed move rolls the row back, and two
   * concurrent renames of one file wait for each other instead of losing it.
   */
  private async rename(
    key: unknown,
    payload: Row,
    opts: { ifMatch?: string },
    before: string,
  ): Promise<unknown[]> {
    const wanted = sanitizeDiskName(String(payload.filename_disk));
    // Authorised before a name is reserved or anything moves.
    await this.items.assertWritable('update', key, payload);
    if (wanted === before) return this.items.updateMany([key], { ...payload, filename_disk: before }, opts);
    const base = path.extname(wanted)
      ? wanted
      : diskNameFor('file_name', wanted, path.extname(before).slice(1) || null);
    const { name: next, release } = await reserveDiskName(await this.target(), base);
    let moved: string | null = null;
    try {
      const out = await this.items.transaction(async (items) => {
        // Asked again with the row locked: a concurrent rename waits, then moves from where it is.
        const from = String((await items.assertWritable('update', key, payload))!.filename_disk);
        const result = await items.updateMany([key], { ...payload, filename_disk: next }, opts);
        try {
          await this.storage.originals.move(from, next);
          moved = from;
        } catch (err) {
          // A row whose object is already gone may still be renamed; any other failure undoes it.
          if (!(err instanceof StorageNotFoundError)) throw fileErrors.filesystem();
        }
        return result;
      });
      const from = moved as string | null;
      if (from) await deleteThumbnails(this.storage.thumbnails, from).catch(() => undefined);
      return out;
    } catch (err) {
      // The commit itself failed after the move: put the object back where the row says it is.
      const from = moved as string | null;
      if (from) await this.storage.originals.move(next, from).catch(() => undefined);
      throw err;
    } finally {
      release();
    }
  }

  /**
   * Replaces the content of one file (PATCH with `data`, or a multipart file): stored under a fresh
   * name, the row updated, then the old object and its thumbnails removed. `private_hash` stays.
   */
  async replace(key: unknown, file: NewFile, opts: { ifMatch?: string } = {}): Promise<unknown[]> {
    const before = (await this.storedNames([key])).get(String(this.items.castKey(key)));
    if (before === undefined) {
      await discard(file.upload);
      throw errors.itemNotFound();
    }
    const rest = Object.fromEntries(
      Object.entries(file.fields).filter(([k]) => k !== 'data' && !MANAGED.includes(k)),
    );
    const requested = typeof rest.filename_disk === 'string' ? rest.filename_disk : null;
    try {
      await this.items.assertWritable('update', key, rest);
    } catch (err) {
      await discard(file.upload);
      throw err;
    }
    const s = await storeUpload(
      await this.target(),
      file.upload,
      requested ? { exactName: requested } : { nameSource: before },
    );
    try {
      const facts = file.upload.facts;
      const out = await this.items.updateMany(
        [key],
        {
          ...rest,
          filename_disk: s.filename_disk,
          storage: s.storage,
          type: file.embed ? `embed/${file.embed.provider}` : facts.type,
          embed: file.embed ? file.embed.id : null,
          filesize: facts.filesize,
          checksum: facts.checksum,
          charset: facts.charset,
          width: facts.width,
          height: facts.height,
          duration: facts.duration,
        },
        opts,
      );
      await this.removeStored([before]);
      return out;
    } catch (err) {
      await this.storage.originals.delete(s.filename_disk).catch(() => undefined);
      throw err;
    } finally {
      s.release();
    }
  }

  /** PATCH of several files: metadata only (`data` → 400/15). */
  async updateBatch(payloads: unknown[]): Promise<unknown[]> {
    const cleaned = payloads.map((p) => {
      if (!isPlainObject(p)) throw errors.emptyPayload();
      if ('data' in p) throw errors.batchUploadNotAllowed();
      return Object.fromEntries(Object.entries(p).filter(([k]) => k === 'id' || !MANAGED.includes(k)));
    });
    return this.items.updateBatch(cleaned);
  }

  /** Deletes rows, then (after commit) their stored objects and thumbnails. */
  async delete(keys: unknown[]): Promise<void> {
    const names = await this.storedNames(keys);
    await this.items.deleteMany(keys);
    await this.removeStored([...names.values()]);
  }

  /** Removes stored originals and thumbnails no row refers to any more. */
  private async removeStored(names: string[]): Promise<void> {
    for (const name of names) {
      const still = await this.knex(COLLECTION).where('filename_disk', name).first('id');
      if (still) continue;
      await this.storage.originals.delete(name).catch(() => undefined);
      await deleteThumbnails(this.storage.thumbnails, name).catch(() => undefined);
    }
  }

  /** Adds the computed `data` (api.md §5.6) to output rows, which must carry their `id`. */
  async attachData(rows: Row[], baseUrl: string): Promise<void> {
    await attachFileData(this.ctx.project, rows, baseUrl, await this.settings());
  }
}
