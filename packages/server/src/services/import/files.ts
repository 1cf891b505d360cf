import { ApiError } from '../../errors';
import type { ServiceContext } from '../items/context';
import { FilesService } from '../files/service';
import type { Draft } from './draft';

/**
 * Files of an import given by URL: fetched through the server's SSRF-safe URL import (the same
 * path as `POST /files` with `data: <url>`, its permissions and limits) before the rows that use
 * them are written, each URL once per import (MAX_REMEMBERED URLs are remembered). A dry run
 * fetches nothing. A file id is a plain reference (lookups.ts).
 */

const MAX_REMEMBERED = 10_000;

export class FileImporter {
  private readonly seen = new Map<string, string | number>();
  /** Files fetched (a dry run: URLs it would fetch). */
  count = 0;

  constructor(
    private readonly dataDir: string,
    private readonly dryRun: boolean,
  ) {}

  /** Replaces each URL of the drafts by the key of its imported file (outside any transaction). */
  async resolve(ctx: ServiceContext, drafts: Draft[]): Promise<void> {
    for (const d of drafts) {
      if (d.errors.length) continue;
      for (const f of d.files) {
        if (this.dryRun) {
          this.count++;
          d.payload[f.field] = null;
          continue;
        }
        try {
          d.payload[f.field] = await this.fetch(ctx, f.url);
        } catch (err) {
          if (!(err instanceof ApiError)) throw err;
          d.errors.push({ line: d.line, row: d.row, field: f.field, reason: err.message, code: err.code });
        }
      }
    }
  }

  private async fetch(ctx: ServiceContext, url: string): Promise<string | number> {
    const known = this.seen.get(url);
    if (known !== undefined) return known;
    const files = new FilesService({ ...ctx, written: new Map() }, this.dataDir);
    files.assertCanUpload();
    const [key] = await files.create([await files.prepareJson({ data: url })]);
    if (this.seen.size >= MAX_REMEMBERED) this.seen.delete(this.seen.keys().next().value!);
    this.seen.set(url, key as string | number);
    this.count++;
    return key as string | number;
  }
}
