import fs from 'node:fs/promises';
import { ADMIN_ROLE_ID } from '@atrium/sdk';
import { parse as parseYaml } from 'yaml';
import { userAccountability } from '../../auth/accountability';
import { bumpVersion } from '../../cache/cache-versions';
import { errors } from '../../errors';
import type { ProjectRegistry } from '../../projects/registry';
import { createServiceContext, type ServiceContext } from '../items/context';
import { parseInclude } from './extras';
import { applyDiff, currentSnapshot, diffAgainst, type PlannedStep } from './apply';

/**
 * `atrium schema snapshot` and `atrium schema apply <file> [--dry-run]` (cli.ts): the same
 * snapshot, diff and apply as the HTTP endpoints, run as an administrator on a project of the
 * data directory. A change bumps the project's schema version so running servers reload it.
 */

async function adminContext(registry: ProjectRegistry, key: string): Promise<ServiceContext> {
  const project = await registry.get(key);
  if (!project) throw errors.notFound(`Unknown project "${key}"`);
  return createServiceContext(project, userAccountability(0, ADMIN_ROLE_ID), { userAgent: 'atrium-cli' });
}

export async function snapshotCommand(
  registry: ProjectRegistry,
  key: string,
  include?: string,
): Promise<string> {
  const snapshot = await currentSnapshot(await adminContext(registry, key), parseInclude(include));
  return `${JSON.stringify(snapshot, null, 2)}\n`;
}

const line = (s: PlannedStep) => `  ${s.destructive ? '!' : ' '} ${s.action} ${s.kind} ${s.name}`;

export async function applyCommand(
  registry: ProjectRegistry,
  key: string,
  file: string,
  dryRun: boolean,
): Promise<string> {
  const text = await fs.readFile(file, 'utf8');
  const snapshot: unknown = /\.ya?ml$/i.test(file) ? parseYaml(text) : JSON.parse(text);
  const ctx = await adminContext(registry, key);
  const { hash, diff } = await diffAgainst(ctx, snapshot);
  const report = await applyDiff(ctx, { hash, diff }, () => bumpVersion(ctx.project.knex, 'schema'), {
    dryRun,
  });
  if (report.steps.length === 0) return `The schema of "${key}" already matches ${file}.\n`;
  const head = dryRun
    ? `Applying ${file} to "${key}" would take ${report.steps.length} steps (! may lose data):`
    : `Applied ${report.applied} steps to "${key}"${report.transactional ? ' in one transaction' : ''}:`;
  return `${[head, ...report.steps.map(line)].join('\n')}\n`;
}
