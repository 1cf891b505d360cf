import { SYSTEM_PREFIX } from '@atrium/sdk';
import { errors } from '../../errors';
import type { ServiceContext } from '../items/context';
import { isPlainObject } from '../items/payload';
import { serviceFor } from '../system';
import { VersionsService } from '../versions/versions';
import type { Schedule } from '@atrium/sdk';
import { scheduleStore } from './store';

type Row = Record<string, unknown>;

const MAX_LIST = 500;

/** An ISO 8601 time with a zone (`Z` or `±hh:mm`) -> the stored UTC form; null when it is not one. */
export function utcOf(value: unknown): string | null {
  if (
    typeof value !== 'string' ||
    !/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(value)
  )
    return null;
  const d = new Date(value.replace(' ', 'T'));
  return Number.isNaN(d.getTime()) ? null : d.toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * Scheduled publishing (docs/content-workflow.md): a version's promotion or a status change of an
 * item at a time. Scheduling asks now what running would need (the same write decision), so a
 * user cannot schedule what they may not do; the runner (runner.ts) asks again, as that user,
 * when the time comes. Users see, move and cancel their own schedules; administrators all of them.
 */
export class SchedulesService {
  constructor(private readonly ctx: ServiceContext) {}

  private get ownerFilter(): number | null {
    return this.ctx.accountability.admin ? null : this.ctx.accountability.user;
  }

  list(filter: { collection?: string; item?: string }, limit = 100): Promise<Schedule[]> {
    return scheduleStore.list(
      this.ctx.knex,
      this.ownerFilter,
      filter,
      Math.min(Math.max(limit, 1), MAX_LIST),
    );
  }

  async readOne(id: string): Promise<Schedule> {
    const s = /^\d+$/.test(id) ? await scheduleStore.byId(this.ctx.knex, Number(id)) : null;
    if (!s || (this.ownerFilter !== null && s.user !== this.ownerFilter)) throw errors.itemNotFound();
    return s;
  }

  async create(input: unknown): Promise<Schedule> {
    if (!isPlainObject(input)) throw errors.emptyPayload();
    if (this.ctx.accountability.public) throw errors.forbiddenUpdate();
    const runAt = utcOf(input.run_at);
    if (runAt === null)
      throw errors.invalidPayload(
        'run_at: A date and time with its zone, such as 2030-01-31T09:00:00+01:00.',
      );
    const action = input.action;
    let target: Pick<Schedule, 'collection' | 'item' | 'version' | 'status'>;
    if (action === 'promote') {
      if (typeof input.version !== 'string')
        throw errors.invalidPayload('version: The id of the version to promote.');
      const v = await new VersionsService(this.ctx).assertPromotable(input.version);
      if (v.item === null)
        throw errors.invalidPayload('version: A version of a new item is promoted by hand.');
      target = { collection: v.collection, item: v.item, version: v.id, status: null };
    } else if (action === 'status') {
      const { collection, item, status } = input;
      if (typeof collection !== 'string' || collection.startsWith(SYSTEM_PREFIX))
        throw errors.invalidPayload('collection: The collection of the item.');
      if (typeof item !== 'string' && typeof item !== 'number')
        throw errors.invalidPayload('item: The item key.');
      const svc = serviceFor(collection, this.ctx);
      const sf = svc.collection.statusField;
      if (!sf) throw errors.invalidPayload('action: This collection has no status field.');
      if (typeof status !== 'string' || !svc.collection.statusMapping?.[status])
        throw errors.invalidPayload(
          `status: One of ${Object.keys(svc.collection.statusMapping ?? {}).join(', ')}.`,
        );
      await svc.assertWritable('update', item, { [sf]: status } as Row);
      target = { collection, item: String(item), version: null, status };
    } else {
      throw errors.invalidPayload('action: "promote" (a version) or "status" (a status change).');
    }
    const id = await scheduleStore.insert(this.ctx.knex, {
      action,
      ...target,
      runAt,
      user: this.ctx.accountability.user,
    });
    return (await scheduleStore.byId(this.ctx.knex, id))!;
  }

  /** Moves a schedule that has not run yet (`run_at` only). */
  async update(id: string, input: unknown): Promise<Schedule> {
    if (!isPlainObject(input)) throw errors.emptyPayload();
    const s = await this.readOne(id);
    const extra = Object.keys(input).find((k) => k !== 'run_at');
    if (extra)
      throw errors.invalidPayload(`${extra}: Only run_at can be changed; cancel and schedule again.`);
    const runAt = utcOf(input.run_at);
    if (runAt === null) throw errors.invalidPayload('run_at: A date and time with its zone.');
    if (!(await scheduleStore.reschedule(this.ctx.knex, s.id, runAt)))
      throw errors.invalidPayload('This schedule has already run or is running.');
    return (await scheduleStore.byId(this.ctx.knex, s.id))!;
  }

  /** Cancels a schedule that has not run yet; a finished one is removed from the list. */
  async remove(id: string): Promise<void> {
    const s = await this.readOne(id);
    if (s.claimed_at !== null && s.done_on === null)
      throw errors.invalidPayload('This schedule is running and can no longer be cancelled.');
    if (s.claimed_at === null) {
      if (!(await scheduleStore.cancel(this.ctx.knex, s.id)))
        throw errors.invalidPayload('This schedule has started meanwhile and can no longer be cancelled.');
      return;
    }
    await scheduleStore.removeFinished(this.ctx.knex, s.id);
  }
}
