import type { Knex } from 'knex';
import type { Schedule, ScheduleAction } from '@atrium/sdk';
import { nowUtc } from '../../database/datetime';
import { insertReturningId } from '../activity/record';

type Row = Record<string, unknown>;

export const SCHEDULES_TABLE = 'directus_schedules';

/** 'YYYY-MM-DD HH:MM:SS' (stored, UTC) -> 'YYYY-MM-DDTHH:MM:SSZ'. */
export const isoOf = (v: unknown): string | null =>
  v === null || v === undefined ? null : `${String(v).slice(0, 19).replace(' ', 'T')}Z`;

export function toSchedule(r: Row): Schedule {
  return {
    id: Number(r.id),
    action: String(r.action) as ScheduleAction,
    collection: String(r.collection),
    item: String(r.item),
    version: r.version === null || r.version === undefined ? null : String(r.version),
    status: r.status === null || r.status === undefined ? null : String(r.status),
    run_at: isoOf(r.run_at)!,
    user: Number(r.user),
    created_on: isoOf(r.created_on)!,
    claimed_at: isoOf(r.claimed_at),
    done_on: isoOf(r.done_on),
    outcome: (r.outcome as Schedule['outcome']) ?? null,
    error: (r.error as string | null) ?? null,
  };
}

/** The rows of the schedules table: SQL only; the service and the runner decide. */
export const scheduleStore = {
  async byId(knex: Knex, id: number): Promise<Schedule | null> {
    const row = (await knex(SCHEDULES_TABLE).where({ id }).first()) as Row | undefined;
    return row ? toSchedule(row) : null;
  },

  async list(knex: Knex, user: number | null, filter: { collection?: string; item?: string }, limit: number) {
    const q = knex(SCHEDULES_TABLE).select('*');
    if (user !== null) q.where('user', user);
    if (filter.collection !== undefined) q.where('collection', filter.collection);
    if (filter.item !== undefined) q.where('item', filter.item);
    const rows = (await q.orderBy([{ column: 'run_at' }, { column: 'id' }]).limit(limit)) as Row[];
    return rows.map(toSchedule);
  },

  async insert(
    knex: Knex,
    s: Pick<Schedule, 'action' | 'collection' | 'item' | 'version' | 'status' | 'user'> & { runAt: string },
  ): Promise<number> {
    const { runAt, ...rest } = s;
    return Number(
      await insertReturningId(knex, SCHEDULES_TABLE, { ...rest, run_at: runAt, created_on: nowUtc() }),
    );
  },

  /** Changes the time of a schedule nobody has claimed yet; false when it was claimed meanwhile. */
  async reschedule(knex: Knex, id: number, runAt: string): Promise<boolean> {
    return (
      (await knex(SCHEDULES_TABLE).where({ id }).whereNull('claimed_at').update({ run_at: runAt })) === 1
    );
  },

  /** Cancels a schedule nobody has claimed yet; false when it was claimed meanwhile. */
  async cancel(knex: Knex, id: number): Promise<boolean> {
    return (await knex(SCHEDULES_TABLE).where({ id }).whereNull('claimed_at').delete()) === 1;
  },

  /** Removes a schedule that has run (done or failed) from the list. */
  async removeFinished(knex: Knex, id: number): Promise<void> {
    await knex(SCHEDULES_TABLE).where({ id }).whereNotNull('done_on').delete();
  },

  /**
   * The ids of the schedules to run, oldest first: those whose time has come and that nobody has
   * claimed, or whose claim is older than `staleBefore` without an outcome (the process that
   * claimed it died while running it).
   */
  async due(knex: Knex, limit: number, staleBefore: string): Promise<number[]> {
    const rows = (await knex(SCHEDULES_TABLE)
      .select('id')
      .whereNull('done_on')
      .where('run_at', '<=', nowUtc())
      .where((q) => q.whereNull('claimed_at').orWhere('claimed_at', '<', staleBefore))
      .orderBy([{ column: 'run_at' }, { column: 'id' }])
      .limit(limit)) as { id: unknown }[];
    return rows.map((r) => Number(r.id));
  },

  /**
   * Claims a due schedule for this process: one conditional UPDATE (unclaimed, or claimed before
   * `staleBefore` and unfinished), so of several processes asking at once exactly one gets it
   * (true), however their polls interleave: the winner's new `claimed_at` fails the others' test.
   */
  async claim(knex: Knex, id: number, by: string, staleBefore: string): Promise<boolean> {
    const n = await knex(SCHEDULES_TABLE)
      .where({ id })
      .whereNull('done_on')
      .where((q) => q.whereNull('claimed_at').orWhere('claimed_at', '<', staleBefore))
      .update({ claimed_at: nowUtc(), claimed_by: by });
    return n === 1;
  },

  /** Keeps this process's claim fresh while it runs; false when another process took it over. */
  async renew(knex: Knex, id: number, by: string): Promise<boolean> {
    const n = await knex(SCHEDULES_TABLE)
      .where({ id, claimed_by: by })
      .whereNull('done_on')
      .update({ claimed_at: nowUtc() });
    return n === 1;
  },

  /** Records the outcome of this process's claim; false when another process took it over. */
  async finish(knex: Knex, id: number, by: string, error: string | null): Promise<boolean> {
    const n = await knex(SCHEDULES_TABLE)
      .where({ id, claimed_by: by })
      .whereNull('done_on')
      .update({ done_on: nowUtc(), outcome: error === null ? 'done' : 'failed', error });
    return n === 1;
  },
};
