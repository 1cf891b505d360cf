import crypto from 'node:crypto';
import type { CollectionInfo } from '../../schema/overview';
import type { ReadAccess } from '../permissions/access';
import { isMaskedUserColumn, maskedValue } from '../../schema/user-columns';

type Row = Record<string, unknown>;

/**
 * An ETag over the stored columns the caller may read, in schema order (stale-write protection).
 * Hidden and secret columns stay out: a hash over them would be an oracle for their values.
 */
export function etagOf(collection: CollectionInfo, row: Row, access: ReadAccess): string {
  const values = collection.fieldOrder
    // Other users' private columns differ per row (only some callers read them): left out too.
    .filter((n) => !collection.fields.get(n)!.alias && access.field(n).kind === 'all' && !access.isPartial(n))
    .map((n) => {
      // A masked secret counts as it reads: set or not.
      const v = isMaskedUserColumn(collection.collection, n) ? maskedValue(row[n]) : row[n];
      return Buffer.isBuffer(v) ? v.toString('base64') : (v ?? null);
    });
  return `"${crypto.createHash('sha1').update(JSON.stringify(values)).digest('base64url')}"`;
}

/** Whether an `If-Match` header names this ETag (or `*`). */
export function etagMatches(header: string, etag: string): boolean {
  return header
    .split(',')
    .map((s) => s.trim().replace(/^W\//, ''))
    .some((s) => s === '*' || s === etag);
}
