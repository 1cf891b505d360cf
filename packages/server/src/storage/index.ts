import path from 'node:path';
import { ApiError, errors } from '../errors';
import type { Project } from '../projects/registry';
import type { ProjectStorage } from './driver';
import { LocalDriver } from './local';
import { S3Driver } from './s3';

export type { ProjectStorage } from './driver';

export type { StorageDriver, StoredObject, ByteRange } from './driver';
export { StorageExistsError, StorageNotFoundError } from './driver';

/** A project's two storage locations (api.md §7.8). */
/**
 * The storage of a project, from its config: `local` (default) keeps files under the data
 * directory; `s3` in a bucket. Built once per loaded config (a changed config file loads a new
 * Project, hence new drivers), kept on the project (`state.storage`).
 */
export function projectStorage(project: Project, dataDir: string): ProjectStorage {
  return (project.state.storage ??= createStorage(project, dataDir));
}

function createStorage(project: Project, dataDir: string): ProjectStorage {
  const s = project.config.storage;
  const root = s.root ?? path.join('uploads', project.key, 'originals');
  const thumbRoot = s.thumb_root ?? path.join('uploads', project.key, 'generated');
  const adapter = s.adapter.toLowerCase();
  if (adapter === 'local') {
    return {
      adapter: 'local',
      originals: new LocalDriver(path.resolve(dataDir, root)),
      thumbnails: new LocalDriver(path.resolve(dataDir, thumbRoot)),
    };
  }
  if (adapter === 's3') {
    if (!s.bucket) throw missingConfig('storage.bucket is required for the s3 adapter');
    const settings = {
      bucket: s.bucket,
      region: s.region,
      endpoint: s.endpoint,
      key: s.key,
      secret: s.secret,
      forcePathStyle: s.force_path_style ?? Boolean(s.endpoint),
      acl: s.options.ACL,
      cacheControl: s.options.CacheControl,
    };
    const prefix = (p: string) => p.split(path.sep).join('/');
    return {
      adapter: 's3',
      originals: new S3Driver(settings, prefix(root)),
      thumbnails: new S3Driver(settings, prefix(thumbRoot)),
    };
  }
  throw missingConfig(`Unknown storage adapter "${s.adapter}"`);
}

/** 500/20 (api.md §3.1): the project's storage configuration cannot be used. */
function missingConfig(message: string): ApiError {
  return errors.missingStorageConfig(message);
}
