import crypto from 'node:crypto';
import type { FastifyBaseLogger as Logger } from 'fastify';
import { ApiError } from '../../errors';
import type { Project, ProjectRegistry } from '../../projects/registry';
import { getSchema } from '../../schema/overview';
import { serviceFor } from '../system';
import { sweepTrash } from '../trash/move';
import { VersionsService } from '../versions/versions';
import { actingAs } from '../versions/acting-user';
import type { Schedule } from '@atrium/sdk';
import { nowUtc } from '../../database/datetime';
import { scheduleStore } from './store';

/** At most this many schedules run per project and poll (bounded work; the rest wait a poll). */
const BATCH = 20;

export interface ScheduleRunner {
  /** Runs one poll now (tests); resolves when it is done. */
  poll(): Promise<void>;
  /** Stops polling; resolves when the poll under way has finished. */
  stop(): Promise<void>;
}

/** Runs one claimed schedule as the user who made it, through the services; the error or null. */
async function run(project: Project, s: Schedule): Promise<string | null> {
  const ctx = await actingAs(project, s.user);
  if (!ctx) return 'The user who scheduled this is no longer active.';
  try {
    if (s.action === 'promote') {
      const versions = new VersionsService(ctx);
      const { mainHash } = await versions.compare(s.version ?? '');
      await versions.promote(s.version ?? '', mainHash);
    } else {
      const svc = serviceFor(s.collection, ctx);
      const sf = svc.collection.statusField;
      if (!sf) return 'The collection no longer has a status field.';
      await svc.updateMany([s.item], { [sf]: s.status });
    }
    return null;
  } catch (e) {
    if (e instanceof ApiError) return `${e.code}: ${e.message}`;
    throw e;
  }
}

/** How long a claim holds without being renewed (`ATRIUM_SCHEDULE_LEASE_MS`); the default. */
export const DEFAULT_LEASE_MS = 5 * 60_000;

/**
 * Claims and runs the due schedules of one project. A claim is a lease of `leaseMs`: renewed
 * while its schedule runs, so only a claim whose process died (or hung) that long ago is taken
 * over by another process's poll.
 */
export async function runDue(
  project: Project,
  by: string,
  log?: Logger,
  leaseMs = DEFAULT_LEASE_MS,
): Promise<number> {
  let ran = 0;
  const staleBefore = () => nowUtc(new Date(Date.now() - leaseMs));
  for (const id of await scheduleStore.due(project.knex, BATCH, staleBefore())) {
    if (!(await scheduleStore.claim(project.knex, id, by, staleBefore()))) continue;
    const s = (await scheduleStore.byId(project.knex, id))!;
    const renewal = setInterval(
      () =>
        void scheduleStore.renew(project.knex, id, by).catch((err: unknown) => {
          log?.warn({ err, project: project.key, schedule: id }, 'could not renew a schedule claim');
        }),
      Math.max(1000, Math.floor(leaseMs / 3)),
    );
    renewal.unref();
    let error: string | null;
    try {
      error = await run(project, s);
    } catch (e) {
      log?.error({ err: e, project: project.key, schedule: id }, 'scheduled publication failed');
      error = 'The server failed while running it; see its log.';
    } finally {
      clearInterval(renewal);
    }
    if (!(await scheduleStore.finish(project.knex, id, by, error)))
      log?.warn({ project: project.key, schedule: id }, 'a schedule claim was taken over while it ran');
    ran++;
  }
  return ran;
}

/**
 * Runs the schedules whose time has come, each once: a schedule is claimed in the database before
 * it runs, so several processes serving the same projects never run one twice. At start (and on
 * `poll()`) it looks in every installed project, so one that came due while no process ran is run
 * at once; then, every `intervalMs`, in the projects this process has loaded (a project's
 * schedules are made through a process that serves it). Each poll also drops the trash entries
 * past the project's retention.
 */
export function startScheduleRunner(
  registry: ProjectRegistry,
  log: Logger,
  intervalMs: number,
  leaseMs = DEFAULT_LEASE_MS,
): ScheduleRunner {
  const by = `${process.pid}-${crypto.randomBytes(4).toString('hex')}`;
  let current: Promise<void> | null = null;
  let stopped = false;
  const projects = async (all: boolean): Promise<Project[]> => {
    if (!all) return registry.loadedProjects();
    const out: Project[] = [];
    for (const { key } of await registry.list()) {
      const project = await registry.get(key).catch((err: unknown) => {
        log.warn({ err, project: key }, 'could not open a project for its scheduled publications');
        return null;
      });
      if (project) out.push(project);
    }
    return out;
  };
  const sweep = async (all: boolean) => {
    for (const project of await projects(all)) {
      if (stopped) return;
      try {
        await runDue(project, by, log, leaseMs);
      } catch (err) {
        log.warn({ err, project: project.key }, 'could not run scheduled publications');
      }
      // The trash's retention is kept here too, off the path of every delete.
      try {
        await sweepTrash(project.knex, (await getSchema(project)).settings.trashRetentionDays);
      } catch (err) {
        log.warn({ err, project: project.key }, 'could not sweep the trash');
      }
    }
  };
  const tick = (all: boolean) => {
    if (current || stopped) return current ?? Promise.resolve();
    current = sweep(all)
      .catch((err: unknown) => log.warn({ err }, 'schedule poll failed'))
      .finally(() => (current = null));
    return current;
  };
  const timer = setInterval(() => void tick(false), intervalMs);
  timer.unref();
  void tick(true);
  return {
    poll: async () => {
      await current;
      await tick(true);
    },
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await current;
    },
  };
}
