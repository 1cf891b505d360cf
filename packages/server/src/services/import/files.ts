import { ApiError } from '../../errors';
import { checkDestination, OutboundError } from '../../net/safe-fetch';
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

const at = (d: Draft, f: { field: string; column: string }) => ({
  line: d.line,
  row: d.row,
  field: f.field,
  ...(f.column !== f.field ? { column: f.column } : {}),
});

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
        try {
          d.payload[f.field] = this.dryRun ? await this.check(ctx, f.url) : await this.fetch(ctx, f.url);
        } catch (err) {
          if (err instanceof OutboundError) {
            d.errors.push({ ...at(d, f), reason: err.message });
          } else if (err instanceof ApiError) {
            d.errors.push({ ...at(d, f), reason: err.message, code: err.code });
          } else throw err;
        }
      }
    }
  }

  /** A dry run: the URL checked against the outbound rules, not fetched; no file yet (null). */
  private async check(ctx: ServiceContext, url: string): Promise<null> {
    const outbound = ctx.project.config.outbound;
    await checkDestination(url, { allowPrivate: outbound.allow_private });
    this.remember(url, 0);
    return null;
  }

  private remember(url: string, key: string | number): void {
    if (this.seen.has(url)) return;
    if (this.seen.size >= MAX_REMEMBERED) this.seen.delete(this.seen.keys().next().value!);
    this.seen.set(url, key);
    this.count++;
  }

  private async fetch(ctx: ServiceContext, url: string): Promise<string | number> {
    const known = this.seen.get(url);
    if (known !== undefined) return known;
    const files = new FilesService({ ...ctx, written: new Map() }, this.dataDir);
    files.assertCanUpload();
    const [key] = await files.create([await files.prepareJson({ data: url })]);
    this.remember(url, key as string | number);
    return key as string | number;
  }
}
