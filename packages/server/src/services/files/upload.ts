import fsp from 'node:fs/promises';
import path from 'node:path';
import { tempUploadDir } from './temp-files';
import type { Readable } from 'node:stream';
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
import type { Project } from '../../projects/registry';
import { projectStorage, StorageExistsError, type ProjectStorage } from '../../storage';
import { fileErrors } from './errors';
import { imageInfo, mediaDuration, type Iptc } from './media';
import {
  charsetOf,
  decideType,
  extensionForType,
  sniffActiveContent,
  typeAllowed,
  typeFromName,
} from './mime';
import { diskNameFor, titleFromName, uniqueName } from './naming';
import { privateHash } from '../../database/system-schema/private-hash';
import { receive, receiveBuffer, type Received } from './receive';

/** What the upload pipeline needs to know about the project it stores into. */
export interface UploadTarget {
  project: Project;
  dataDir: string;
  storage: ProjectStorage;
  maxBytes: number;
  /** Settings `file_naming` and `file_mimetype_whitelist`. */
  fileNaming: string | null;
  mimeWhitelist: string | null;
  /** Whether a name is used by a `directus_files` row already. */
  nameInUse: (filenameDisk: string) => Promise<boolean>;
}

export function uploadTarget(
  project: Project,
  dataDir: string,
  settings: Map<string, string | null>,
  nameInUse: (filenameDisk: string) => Promise<boolean>,
): UploadTarget {
  return {
    project,
    dataDir,
    storage: projectStorage(project, dataDir),
    maxBytes: project.config.storage.max_upload_size,
    fileNaming: settings.get('file_naming') ?? 'uuid',
    mimeWhitelist: settings.get('file_mimetype_whitelist') ?? '',
    nameInUse,
  };
}

const tmpDir = (t: UploadTarget) => tempUploadDir(t.dataDir);

/** Metadata columns an upload determines (api.md §5.5). */
export interface FileFacts {
  type: string;
  filesize: number;
  checksum: string;
  charset: string;
  width: number | null;
  height: number | null;
  duration: number;
  /** Descriptive fields embedded in an image; defaults for title, description, tags, location. */
  iptc: Iptc;
}

/** An upload received and inspected, waiting in a temporary file to be stored. */
export interface PreparedUpload {
  /** The name the client gave the file (multipart file name, URL path, `filename_download`). */
  originalName: string;
  received: Received;
  facts: FileFacts;
}

/** Refuses content the project does not accept, judged from the first bytes and the name. */
function headChecker(target: UploadTarget, name: string) {
  return async (head: Buffer) => {
    const sniffed = (await fileTypeFromBuffer(head).catch(() => undefined))?.mime ?? null;
    const decision = decideType(name, sniffed, sniffActiveContent(head));
    if ('refused' in decision) throw fileErrors.disguised(decision.refused, name);
    if (!typeAllowed(decision.type, target.mimeWhitelist)) throw fileErrors.typeNotAllowed(decision.type);
  };
}

async function inspect(target: UploadTarget, name: string, received: Received): Promise<FileFacts> {
  if (received.size === 0) throw fileErrors.empty();
  const sniffed = (await fileTypeFromFile(received.path).catch(() => undefined))?.mime ?? null;
  const decision = decideType(name, sniffed, sniffActiveContent(received.head));
  if ('refused' in decision) throw fileErrors.disguised(decision.refused, name);
  const type = decision.type;
  if (!typeAllowed(type, target.mimeWhitelist)) throw fileErrors.typeNotAllowed(type);
  const image = await imageInfo(received.path, type);
  return {
    type,
    filesize: received.size,
    checksum: received.checksum,
    charset: charsetOf(type, received.head),
    width: image?.width ?? null,
    height: image?.height ?? null,
    duration: await mediaDuration(received.path, type, received.size),
    iptc: image?.iptc ?? {},
  };
}

async function prepared(target: UploadTarget, name: string, received: Received): Promise<PreparedUpload> {
  try {
    return { originalName: name, received, facts: await inspect(target, name, received) };
  } catch (err) {
    await fsp.rm(received.path, { force: true });
    throw err;
  }
}

/** A multipart file part: streamed to a temporary file, limits checked on the way. */
export async function prepareStream(
  target: UploadTarget,
  stream: Readable,
  name: string,
  tooLarge = () => fileErrors.multipartTooLarge(target.maxBytes),
): Promise<PreparedUpload> {
  const received = await receive(stream, {
    tmpDir: tmpDir(target),
    maxBytes: target.maxBytes,
    tooLarge,
    checkHead: headChecker(target, name),
  });
  return prepared(target, name, received);
}

/** `data` as base64, optionally a `data:<type>;base64,` URL (api.md §5.5 form 2). */
export async function prepareBase64(
  target: UploadTarget,
  data: string,
  name: string,
): Promise<PreparedUpload> {
  const match = /^data:[^,]*?;base64,/i.exec(data);
  const payload = (match ? data.slice(match[0].length) : data).replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(payload))
    throw fileErrors.invalid('data', 'This value is not valid base64.');
  // Decoded size is known before decoding: refuse without allocating it.
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  if (Math.floor((payload.length * 3) / 4) - padding > target.maxBytes)
    throw fileErrors.tooLarge(target.maxBytes);
  const bytes = Buffer.from(payload, 'base64');
  const received = await receiveBuffer(bytes, {
    tmpDir: tmpDir(target),
    maxBytes: target.maxBytes,
    tooLarge: () => fileErrors.tooLarge(target.maxBytes),
    checkHead: headChecker(target, name),
  });
  return prepared(target, name, received);
}

/** Removes the temporary file of an upload that will not be stored. */
export async function discard(upload: PreparedUpload): Promise<void> {
  await fsp.rm(upload.received.path, { force: true });
}

export interface ReservedName {
  name: string;
  /** Frees the reservation once the row names the object (or the attempt was abandoned). */
  release(): void;
}

/**
 * Claims `base`, else `base-1`, `base-2`, ...: the first name no row, stored object or concurrent
 * upload or rename of this process uses (names being stored are kept on the project,
 * `state.reservedNames`, whose storage is fixed for the project's life).
 */
export async function reserveDiskName(
  target: UploadTarget,
  base: string,
  skip: ReadonlySet<string> = new Set(),
): Promise<ReservedName> {
  const claimed = target.project.state.reservedNames;
  const name = await uniqueName(base, async (candidate) => {
    if (claimed.has(candidate) || skip.has(candidate)) return true;
    claimed.add(candidate); // claimed synchronously after the check above: no await in between
    if ((await target.nameInUse(candidate)) || (await target.storage.originals.stat(candidate))) {
      claimed.delete(candidate);
      return true;
    }
    return false;
  });
  return { name, release: () => claimed.delete(name) };
}

export interface StoredUpload {
  filename_disk: string;
  storage: string;
  private_hash: string;
  /** Frees the name reservation once the row exists (or the upload was abandoned). */
  release(): void;
}

/**
 * Moves a prepared upload into the project's storage under a fresh `filename_disk`: per the
 * `file_naming` setting from `nameSource` (default: the original name), or exactly `exactName`
 * (a rename the client asked for), made unique against rows, stored objects and concurrent uploads.
 */
export async function storeUpload(
  target: UploadTarget,
  upload: PreparedUpload,
  naming: { exactName?: string | null; nameSource?: string | null } = {},
): Promise<StoredUpload> {
  const { storage } = target;
  const type = upload.facts.type;
  const ext = extensionForType(type);
  // The stored name's extension follows the content (a PNG sent as photo.jpg is stored as .png):
  // thumbnails and `/uploads` serving go by the extension.
  const source = naming.exactName || naming.nameSource || upload.originalName;
  const fitted =
    ext && type !== 'application/octet-stream' && typeFromName(source) !== type
      ? `${path.basename(source, path.extname(source))}.${ext}`
      : source;
  const base = diskNameFor(naming.exactName ? 'file_name' : target.fileNaming, fitted, ext);
  // Names are reserved within this process; a create-only write settles races with other
  // processes sharing the storage: a name taken meanwhile means trying the next one.
  const lost = new Set<string>();
  for (let attempt = 0; ; attempt++) {
    const { name, release } = await reserveDiskName(target, base, lost);
    try {
      await storage.originals.putFile(name, upload.received.path, { contentType: type, exclusive: true });
      return { filename_disk: name, storage: storage.adapter, private_hash: privateHash(), release };
    } catch (err) {
      release();
      if (err instanceof StorageExistsError && attempt < 20) {
        lost.add(name);
        continue;
      }
      await discard(upload);
      throw err instanceof Error && 'code' in err && typeof err.code === 'number'
        ? err
        : fileErrors.filesystem();
    }
  }
}

export { titleFromName };
