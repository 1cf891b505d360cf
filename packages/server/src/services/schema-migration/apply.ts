import { dialectOf } from '../../database/dialect';
import { errors } from '../../errors';
import { readSchemaOverview } from '../../schema/overview';
import type { ServiceContext } from '../items/context';
import { AccessContext } from '../permissions/access';
import { serviceFor } from '../system';
import { EXTRA_PARTS, type ExtraPart } from './extras';
import { assertSnapshot, diffSnapshots, isEmptyDiff, type SchemaDiff } from './diff';
import { planSteps, type Step } from './steps';
import { snapshotHash, takeSnapshot, type Snapshot } from './snapshot';

/**
 * Snapshot, diff and apply for an administrator (docs/import-and-schema.md). An apply carries
 * the hash of the schema its diff was computed against and is refused when the schema here has
 * changed since. On SQLite and PostgreSQL, whose DDL is transactional, every step runs in one
 * transaction: all or nothing. MariaDB commits each DDL statement, so the steps run one by one
 * and a failure answers which steps were applied and where it stopped.
 */

export interface PlannedStep {
  action: Step['action'];
  kind: Step['kind'];
  name: string;
  destructive: boolean;
}

export interface ApplyReport {
  transactional: boolean;
  dry_run: boolean;
  applied: number;
  steps: PlannedStep[];
}

function assertAdmin(ctx: ServiceContext): void {
  if (!ctx.accountability.admin) throw errors.adminOnly();
}

/** The context again over the schema as `ctx.knex` sees it now. */
async function refreshed(ctx: ServiceContext): Promise<ServiceContext> {
  const schema = await readSchemaOverview(ctx.knex);
  return { ...ctx, schema, access: new AccessContext(schema, ctx.accountability, ctx.access.permissions) };
}

export async function currentSnapshot(ctx: ServiceContext, include: ExtraPart[] = []): Promise<Snapshot> {
  assertAdmin(ctx);
  return takeSnapshot(ctx.knex, await readSchemaOverview(ctx.knex), include);
}

/** The optional parts a snapshot or a diff holds. */
const partsOf = (value: object) =>
  EXTRA_PARTS.filter((p) => Array.isArray((value as Record<string, unknown>)[p]));

/** `POST /schema/diff`: the hash of the schema here and the changes that make it the snapshot. */
export async function diffAgainst(
  ctx: ServiceContext,
  body: unknown,
): Promise<{ hash: string; diff: SchemaDiff }> {
  const target = assertSnapshot(body);
  const here = await currentSnapshot(ctx, partsOf(target));
  return { hash: snapshotHash(here), diff: diffSnapshots(here, target) };
}

const describe = (s: Step) => `${s.action} ${s.kind} ${s.name}`;
const plain = (s: Step): PlannedStep => ({
  action: s.action,
  kind: s.kind,
  name: s.name,
  destructive: s.destructive,
});

function assertDiff(value: unknown): SchemaDiff {
  const d = value as Partial<SchemaDiff> | null;
  if (!d || !Array.isArray(d.collections) || !Array.isArray(d.fields) || !Array.isArray(d.relations)) {
    throw errors.invalidPayload('diff: "collections", "fields" and "relations" lists are required');
  }
  return d as SchemaDiff;
}

/** `POST /schema/apply` with `{ hash, diff }`; `dryRun`: the steps, nothing changed. */
export async function applyDiff(
  ctx: ServiceContext,
  body: unknown,
  publish: () => Promise<void>,
  opts: { dryRun?: boolean } = {},
): Promise<ApplyReport> {
  assertAdmin(ctx);
  const b = (body ?? {}) as { hash?: unknown; diff?: unknown };
  if (typeof b.hash !== 'string' || b.hash === '')
    throw errors.invalidPayload('hash: This value should not be blank.');
  const diff = assertDiff(b.diff);
  const here = snapshotHash(await currentSnapshot(ctx, partsOf(diff)));
  if (here !== b.hash) {
    throw errors.badRequest(
      "Provided hash does not match the current instance's schema hash: the schema changed since the diff was made",
    );
  }
  const steps = planSteps(diff);
  const transactional = dialectOf(ctx.knex) !== 'mysql';
  const report: ApplyReport = {
    transactional,
    dry_run: Boolean(opts.dryRun),
    applied: 0,
    steps: steps.map(plain),
  };
  if (opts.dryRun || isEmptyDiff(diff)) return report;

  const failed = (i: number, err: unknown): never => {
    const reason = err instanceof Error ? err.message : String(err);
    const where = `step ${i + 1} of ${steps.length} (${describe(steps[i]!)})`;
    const done = transactional
      ? 'nothing was changed'
      : i === 0
        ? 'no step was applied'
        : `steps 1-${i} were applied: ${steps.slice(0, i).map(describe).join(', ')}`;
    throw errors.unprocessable(`Schema apply stopped at ${where}: ${reason}; ${done}`);
  };
  try {
    // On SQLite and PostgreSQL one transaction holds every step; on MariaDB each commits.
    const runAll = async (base: ServiceContext) => {
      for (let i = 0; i < steps.length; i++) {
        try {
          await steps[i]!.run(await refreshed(base));
        } catch (err) {
          failed(i, err);
        }
        report.applied++;
      }
    };
    if (transactional) await serviceFor('directus_collections', ctx).transaction((svc) => runAll(svc.ctx));
    else await runAll(ctx);
  } catch (err) {
    if (transactional) report.applied = 0;
    throw err;
  } finally {
    if (report.applied > 0) await publish();
  }
  return report;
}
