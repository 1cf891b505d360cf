import type { Readable } from 'node:stream';
import { dialectOf } from '../../database/dialect';
import { errors } from '../../errors';
import type { ServiceContext } from '../items/context';
import type { CollectionInfo } from '../../schema/overview';
import { anyRowAllows } from '../permissions/permissions';
import { serviceFor } from '../system';
import { makeDraft, type Draft, type RowError } from './draft';
import { FileImporter } from './files';
import { resolveLookups } from './lookups';
import { ColumnMapper } from './mapping';
import type { ImportFormat, ImportOptions } from './options';
import { readRows } from './source';
import { MalformedFile, type SourceRow } from './source-row';
import { spooled } from './spool';
import type { ImportProgress } from './progress';
import { writeBatch } from './write';

/**
 * An import from first row to report: the file read row by row (source.ts), drafted (draft.ts),
 * and written batch by batch — related items looked up (lookups.ts), files fetched (files.ts),
 * rows created or updated (write.ts). `batches`: each batch is one transaction that commits its
 * good rows; `atomic`: the whole file is one transaction, rolled back when any row fails. A dry
 * run does every step in transactions it rolls back, so its report is what the import would do.
 * Memory stays bounded: one batch of rows and at most MAX_REPORTED_ERRORS errors are held.
 */

export const MAX_REPORTED_ERRORS = 1000;

export interface ImportReport {
  collection: string;
  format: ImportFormat;
  mode: ImportOptions['mode'];
  dry_run: boolean;
  /** Rows read from the file. */
  rows: number;
  created: number;
  updated: number;
  failed: number;
  /** Whether the writes are kept (false for a dry run and a failed atomic import). */
  committed: boolean;
  /** Files fetched by URL (a dry run: that would be). */
  files: number;
  errors: RowError[];
  errors_truncated: boolean;
}

const ROLLBACK = Symbol('rollback');

/**
 * The rows in batches. Before each batch the import lets the event loop run: a file that has
 * arrived is parsed and written (on SQLite, synchronously) in promise callbacks only, which would
 * otherwise keep every other request of the server waiting — the import's own progress included.
 */
async function* batches(rows: AsyncIterable<SourceRow>, size: number) {
  let batch: SourceRow[] = [];
  for await (const r of rows) {
    batch.push(r);
    if (batch.length >= size) {
      await new Promise((resolve) => setImmediate(resolve));
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}

export async function importItems(
  ctx: ServiceContext,
  collection: string,
  input: Readable,
  format: ImportFormat,
  o: ImportOptions,
  dataDir: string,
  progress?: ImportProgress,
): Promise<ImportReport> {
  const c = serviceFor(collection, ctx).collection;
  assertMayWrite(ctx, c);
  if (o.upsert !== undefined) {
    const f = c.fields.get(o.upsert);
    if (!f || f.alias) throw errors.invalidPayload(`upsert: "${collection}" has no field "${o.upsert}"`);
  }
  const report: ImportReport = {
    collection,
    format,
    mode: o.mode,
    dry_run: o.dry_run,
    rows: 0,
    created: 0,
    updated: 0,
    failed: 0,
    committed: false,
    files: 0,
    errors: [],
    errors_truncated: false,
  };
  const mapper = new ColumnMapper(ctx, c, o.mapping);
  const files = new FileImporter(dataDir, o.dry_run);
  const filesInTransaction = o.mode === 'atomic' && dialectOf(ctx.knex) !== 'sqlite';

  const draft = (batch: SourceRow[]): Draft[] => {
    report.rows += batch.length;
    const drafts = batch.map((r) => makeDraft(r, mapper, o, format !== 'csv'));
    // The parsed rows are garbage once drafted: let them go while the batch is written (they die
    // young instead of being kept, and promoted, for the batch's whole transaction).
    batch.length = 0;
    return drafts;
  };
  const write = async (txCtx: ServiceContext, drafts: Draft[]) => {
    await resolveLookups(txCtx, drafts, o.create_related);
    const out = await writeBatch(txCtx, c, drafts, o.upsert ?? null);
    report.created += out.created;
    report.updated += out.updated;
    report.failed += new Set(out.failed.map((e) => e.row)).size;
    for (const e of out.failed) {
      if (report.errors.length < MAX_REPORTED_ERRORS) report.errors.push(e);
      else report.errors_truncated = true;
    }
    if (progress) {
      progress.rows = report.rows;
      progress.created = report.created;
      progress.updated = report.updated;
      progress.failed = report.failed;
    }
  };
  const inTransaction = async (fn: (txCtx: ServiceContext) => Promise<void>, keep: () => boolean) => {
    try {
      // No `written` rows: an import answers with its report, so no written row is kept for an answer.
      await serviceFor(collection, { ...ctx, written: undefined }).transaction(async (svc) => {
        await fn(svc.ctx);
        if (!keep()) throw ROLLBACK;
      });
      return true;
    } catch (err) {
      if (err === ROLLBACK) return false;
      throw err;
    }
  };

  try {
    if (o.mode === 'atomic') {
      // The file is received whole before the one transaction opens (spool.ts).
      report.committed = await spooled(dataDir, input, (file) => {
        const rows = readRows(file, format, o.delimiter, progress);
        return inTransaction(
          async (txCtx) => {
            for await (const batch of batches(rows, o.batch_size)) {
              const drafts = draft(batch);
              if (filesInTransaction || o.dry_run) await files.resolve(txCtx, drafts);
              else noFilesOnSqlite(drafts);
              await write(txCtx, drafts);
            }
          },
          () => !o.dry_run && report.failed === 0,
        );
      });
    } else {
      const rows = readRows(input, format, o.delimiter, progress);
      let kept = false;
      for await (const batch of batches(rows, o.batch_size)) {
        const drafts = draft(batch);
        await files.resolve(ctx, drafts);
        kept =
          (await inTransaction(
            (txCtx) => write(txCtx, drafts),
            () => !o.dry_run,
          )) || kept;
      }
      report.committed = !o.dry_run && (kept || report.rows === 0);
    }
  } catch (err) {
    if (err instanceof MalformedFile) {
      const done = o.mode === 'batches' && !o.dry_run ? report.created + report.updated : 0;
      throw errors.malformedImport(
        err.format,
        err.line,
        done ? `${err.reason} (${done} rows before it were already imported)` : err.reason,
      );
    }
    throw err;
  }
  report.files = files.count;
  return report;
}

/**
 * Before the file is read: a caller whose role may neither create nor update items of the
 * collection in any status is refused at once (each row is still decided on its own).
 */
function assertMayWrite(ctx: ServiceContext, c: CollectionInfo): void {
  if (ctx.accountability.admin) return;
  const perms = ctx.access.perms(c.collection);
  if (!anyRowAllows(perms, 'create') && !anyRowAllows(perms, 'update')) {
    throw errors.forbiddenCreate();
  }
}

/**
 * SQLite has one connection: a file cannot be fetched and stored while the whole import holds
 * it in one transaction. Such rows fail with a clear reason (use `mode=batches`).
 */
function noFilesOnSqlite(drafts: Draft[]): void {
  for (const d of drafts) {
    for (const f of d.files) {
      d.errors.push({
        line: d.line,
        row: d.row,
        field: f.field,
        reason: 'files by URL are imported in batches mode on SQLite (mode=batches)',
      });
    }
  }
}
