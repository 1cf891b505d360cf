import type { Knex } from 'knex';

/**
 * Without Redis, realtime changes cross processes through the project database:
 * `directus_realtime_events` holds the changes of the last minute, `directus_realtime_listeners`
 * the processes that read them (each refreshes its row while it has subscribers). A process writes
 * events only while another one listens, so a single process pays nothing. Created on first use.
 */
export const EVENTS_TABLE = 'directus_realtime_events';
export const LISTENERS_TABLE = 'directus_realtime_listeners';

/** How long an event is kept: far beyond any poll interval. */
const KEEP_MS = 60_000;

const ensured = new WeakSet<Knex>();

async function createIfMissing(knex: Knex, table: string, build: (t: Knex.CreateTableBuilder) => void) {
  if (await knex.schema.hasTable(table)) return;
  try {
    await knex.schema.createTable(table, build);
  } catch (err) {
    // Another process created it between the check and the create.
    if (!(await knex.schema.hasTable(table))) throw err;
  }
}

async function ensureTables(knex: Knex): Promise<void> {
  if (ensured.has(knex)) return;
  await createIfMissing(knex, EVENTS_TABLE, (t) => {
    t.increments('id').primary();
    t.string('origin', 64).notNullable();
    t.bigInteger('created_at').notNullable();
    t.text('payload', 'longtext').notNullable();
  });
  await createIfMissing(knex, LISTENERS_TABLE, (t) => {
    t.string('origin', 64).primary();
    t.bigInteger('until').notNullable();
  });
  ensured.add(knex);
}

/** Whether a process other than `origin` listens to this project's events now. */
export async function othersListen(knex: Knex, origin: string): Promise<boolean> {
  // Nobody ever listened: the tables are not made for a writer alone.
  if (!ensured.has(knex) && !(await knex.schema.hasTable(LISTENERS_TABLE))) return false;
  const row = (await knex(LISTENERS_TABLE)
    .where('origin', '<>', origin)
    .andWhere('until', '>', Date.now())
    .first('origin')) as { origin: string } | undefined;
  return row !== undefined;
}

/** This process listens until `until` (ms since the epoch). */
export async function listenUntil(knex: Knex, origin: string, until: number): Promise<void> {
  await ensureTables(knex);
  const updated = await knex(LISTENERS_TABLE).where({ origin }).update({ until });
  if (updated === 0) {
    await knex(LISTENERS_TABLE)
      .insert({ origin, until })
      .catch(() => knex(LISTENERS_TABLE).where({ origin }).update({ until }));
  }
  await knex(LISTENERS_TABLE)
    .where('until', '<', Date.now() - KEEP_MS)
    .delete();
}

export async function appendEvent(knex: Knex, origin: string, payload: string): Promise<void> {
  await ensureTables(knex);
  const now = Date.now();
  await knex(EVENTS_TABLE).insert({ origin, created_at: now, payload });
}

export async function pruneEvents(knex: Knex): Promise<void> {
  await ensureTables(knex);
  await knex(EVENTS_TABLE)
    .where('created_at', '<', Date.now() - KEEP_MS)
    .delete();
}

/** The newest event id (where a listener starts). */
export async function lastEventId(knex: Knex): Promise<number> {
  await ensureTables(knex);
  const row = (await knex(EVENTS_TABLE).max({ id: 'id' }).first()) as { id: unknown } | undefined;
  return Number(row?.id ?? 0);
}

/** Events after `after` written by other processes, oldest first (at most `limit`). */
export async function eventsAfter(
  knex: Knex,
  origin: string,
  after: number,
  limit: number,
): Promise<{ id: number; origin: string; payload: string }[]> {
  await ensureTables(knex);
  const rows = (await knex(EVENTS_TABLE)
    .where('id', '>', after)
    .orderBy('id')
    .limit(limit)
    .select('id', 'origin', 'payload')) as { id: unknown; origin: string; payload: string }[];
  return rows.map((r) => ({ id: Number(r.id), origin: r.origin, payload: r.payload }));
}
