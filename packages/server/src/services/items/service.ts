import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { ApiError, errors } from '../../errors';
import { dialectOf } from '../../database/connection';
import type { CollectionInfo, FieldInfo } from '../../schema/overview';
import type { FilterNode, ReadPlan, Selection, Warning } from '../../query/ast';
import { fileData, type FileDataRow } from '../files/file-urls';
import { readSettings } from '../settings';
import { authorizeRead } from '../../query/authorize';
import { executeRead, hydrate } from '../../query/hydrate';
import { applyFilter, sqlContext } from '../../query/plan';
import { runCompiled, runSelect } from '../../database/run';
import { compileShape } from '../../database/statement-shapes';
import { parseQuery, type Query } from '../../query/parse';
import { DEFAULT_READ_LIMITS, type ReadLimits } from '../../query/read-limits';
import { isIntegerColumn } from '../../query/values';
import type { ReadAccess } from '../permissions/access';
import { assertWrite, type WriteAction } from '../permissions/authorize-write';
import { isMaskedUserColumn, maskedValue } from '../permissions/user-columns';
import { ownerRoleOf } from './write-facts';
import type { BehaviourOf, CollectionBehaviour } from './behaviour';
import { SYSTEM_COLLECTION } from '../../schema/system-collections';
import {
  activityRow,
  isLogged,
  recordActivity,
  revisionData,
  revisionRow,
  type ActivityAction,
  type RecordOptions,
} from '../activity/record';
import { insertReturningRow, updateReturningRow } from '../../database/returning';
import {
  asLastStatement,
  hasReusableTransactions,
  isUntouchedTransaction,
  reusableTransaction,
} from '../../database/reusable-transaction';
import { UnreadRowError, updateNeedsRow } from './update-needs-row';
import { renameStatements, runUpdateInOne, updateInOneStatement } from './update-in-one-statement';
import type { ServiceContext } from './context';
import { isPlainObject, prepareRow } from './payload';

type Row = Record<string, unknown>;

/** One row written through the service (webhooks, api.md §7.7). */
export interface WriteEvent {
  action: 'create' | 'update' | 'delete';
  collection: string;
  key: unknown;
  /** create: the stored row; update: the columns written plus the PK; delete: the deleted row. */
  data: Row;
}
type WriteObserver = (ctx: ServiceContext, events: WriteEvent[]) => void;
const writeObservers = new Set<WriteObserver>();
/** Observers hear about writes once they are committed (never inside the transaction). */
export function onCommittedWrites(observer: WriteObserver): void {
  writeObservers.add(observer);
}
function dispatchWrites(ctx: ServiceContext, events: WriteEvent[]): void {
  if (events.length === 0) return;
  for (const observer of writeObservers) {
    try {
      observer(ctx, events);
    } catch {
      // An observer's failure never fails the write.
    }
  }
}

export interface ReadOutput {
  data: Row[];
  meta: Record<string, unknown>;
  warnings: Warning[];
  /** ETags of the returned root rows, by PK (only with `etags: true`). */
  etags: Map<string, string>;
}

interface ParentRef {
  collection: string;
  item: unknown;
  changed: boolean;
}

function toQuery(query: Query | Record<string, unknown>): Query {
  return (query as Query).meta instanceof Set
    ? (query as Query)
    : parseQuery(query as Record<string, unknown>);
}

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

function etagMatches(header: string, etag: string): boolean {
  return header
    .split(',')
    .map((s) => s.trim().replace(/^W\//, ''))
    .some((s) => s === '*' || s === etag);
}

/**
 * Items of one collection: reads through the query pipeline (parse -> authorize -> plan ->
 * hydrate) and writes with permissions, validation, nested relations, activity and revisions,
 * all inside one transaction per request.
 */
export class ItemsService {
  readonly collection: CollectionInfo;
  /** What this collection does beyond the generic service (its entry of the collection table). */
  readonly behaviour: CollectionBehaviour;

  /**
   * Build it with `serviceFor` (`services/system`), which hands over the collection table:
   * `behaviours` resolves this collection's behaviour and that of every collection a nested
   * relational write reaches.
   */
  constructor(
    collection: string,
    readonly ctx: ServiceContext,
    private readonly behaviours: BehaviourOf,
  ) {
    const c = ctx.schema.collections.get(collection);
    if (!c) throw errors.collectionNotFound(collection);
    this.collection = c;
    this.behaviour = behaviours(collection);
  }

  private get knex(): Knex {
    return this.ctx.knex;
  }

  /** The project's bounds on one read (docs/configuration.md, read_limits). */
  get limits(): ReadLimits {
    return this.ctx.project.config.read_limits ?? DEFAULT_READ_LIMITS;
  }

  private for(collection: string): ItemsService {
    return new ItemsService(collection, { ...this.ctx, comment: null }, this.behaviours);
  }

  // ------------------------------------------------------------------ reads

  /**
   * A list read. `cacheKey` (the raw query string) lets identical reads by the same caller reuse
   * the authorized plan and its compiled SQL; entries die with the schema or permission cache.
   */
  async readByQuery(
    query: Query | Record<string, unknown>,
    extra: FilterNode[] = [],
    options: { cacheKey?: string } = {},
  ): Promise<ReadOutput> {
    const acc = this.ctx.accountability;
    const key =
      options.cacheKey !== undefined && extra.length === 0 && !/now/i.test(options.cacheKey)
        ? `${this.collection.collection}\u0000${acc.admin}\u0000${acc.role}\u0000${acc.user}\u0000${options.cacheKey}`
        : null;
    const plans = this.ctx.project.state.plans;
    let cached = key ? plans.get(key) : undefined;
    if (cached && (cached.schema !== this.ctx.schema || cached.permissions !== this.ctx.access.permissions)) {
      cached = undefined;
    }
    let q: Query;
    let plan: ReadPlan;
    if (cached) {
      ({ q, plan } = cached);
    } else {
      q = toQuery(query);
      plan = authorizeRead(this.ctx.access, this.collection, q, { limits: this.limits });
      if (key) {
        this.ctx.project.state.cachePlan(key, {
          schema: this.ctx.schema,
          permissions: this.ctx.access.permissions,
          q,
          plan,
        });
      }
    }
    const result = await executeRead(
      this.knex,
      this.ctx.schema,
      plan,
      extra,
      false,
      await this.fileDataFor(plan.selection),
      this.limits,
    ).catch((e) => {
      throw dbError(e);
    });
    const data = this.behaviour.afterRead ? await this.behaviour.afterRead(result.data, this) : result.data;
    if (q.single && data.length === 0) throw errors.itemNotFound();
    return { data, meta: result.meta, warnings: plan.warnings, etags: new Map() };
  }

  /**
   * The computer of file objects' `data` (api.md §5.6) when some level of the selection holds
   * `directus_files` rows asked with `*` or `data`; the settings are read once per request.
   */
  private async fileDataFor(sel: Selection): Promise<((row: Row) => unknown) | undefined> {
    const wants = (s: Selection): boolean =>
      Boolean(s.fileData) || s.out.some((o) => (o.kind === 'm2o' || o.kind === 'o2m') && wants(o.sel));
    if (!wants(sel)) return undefined;
    const settings = await readSettings(this.knex);
    const { project } = this.ctx;
    const base = this.ctx.baseUrl ?? '';
    return (row) => fileData(project, row as unknown as FileDataRow, base, settings);
  }

  /** Cast a key from the URL to the PK's type; null when it cannot be a key at all. */
  castKey(key: unknown): string | number | null {
    const f = this.collection.fields.get(this.collection.primaryKey)!;
    if (key === null || key === undefined || key === '') return null;
    if (isIntegerColumn(f)) {
      const s = String(key);
      if (!/^-?\d+$/.test(s)) return null;
      return Number(s);
    }
    if (typeof key === 'object') return null;
    return String(key);
  }

  private keyFilter(keys: (string | number)[]): FilterNode {
    const pk = this.collection.fields.get(this.collection.primaryKey)!;
    return { kind: 'cond', hops: [], field: pk, op: 'in', value: keys };
  }

  /** Reads items by key in key order; `filter`, `q`, `status` and paging are ignored (api.md §4). */
  async readByKeys(
    keys: unknown[],
    query: Query | Record<string, unknown>,
    options: { etags?: boolean; extra?: FilterNode[] } = {},
  ): Promise<ReadOutput> {
    const q = toQuery(query);
    const cast = keys.map((k) => this.castKey(k)).filter((k): k is string | number => k !== null);
    const plan = authorizeRead(
      this.ctx.access,
      this.collection,
      { ...q, limit: -1, offset: null, page: null, single: false },
      {
        byId: true,
        allColumns: options.etags,
        limits: this.limits,
      },
    );
    plan.single = keys.length === 1;
    if (cast.length === 0) return { data: [], meta: {}, warnings: plan.warnings, etags: new Map() };
    const fileData = await this.fileDataFor(plan.selection);
    const written = options.extra?.length || plan.restrictions.length ? null : this.writtenRows(cast);
    const result = written
      ? {
          raw: written,
          data: await hydrate(
            { ...sqlContext(this.knex, this.ctx.schema), fileData },
            plan.selection,
            written,
          ),
        }
      : await executeRead(
          this.knex,
          this.ctx.schema,
          plan,
          [this.keyFilter(cast), ...(options.extra ?? [])],
          true,
          fileData,
          this.limits,
        ).catch((e) => {
          throw dbError(e);
        });
    const pk = this.collection.primaryKey;
    const order = new Map(cast.map((k, i) => [String(k), i]));
    const idx = result.raw
      .map((r, i) => i)
      .sort((a, b) => order.get(String(result.raw[a]![pk]))! - order.get(String(result.raw[b]![pk]))!);
    let data = idx.map((i) => result.data[i]!);
    const etags = new Map<string, string>();
    const access = this.ctx.access.read(this.collection);
    if (options.etags)
      for (const i of idx)
        etags.set(String(result.raw[i]![pk]), etagOf(this.collection, result.raw[i]!, access));
    if (this.behaviour.afterRead) data = await this.behaviour.afterRead(data, this);
    const meta: Record<string, unknown> = {};
    if (q.meta.has('collection')) meta.collection = this.collection.collection;
    if (q.meta.has('type')) meta.type = keys.length === 1 ? 'item' : 'collection';
    return { data, meta, warnings: plan.warnings, etags };
  }

  /**
   * The rows this request wrote under these keys, as the database returned them, when every key
   * has one: the answer to a write is built from them instead of reading them again. Not for
   * system collections, whose hooks may change a row after it was written.
   */
  private writtenRows(keys: (string | number)[]): Row[] | null {
    const written = this.ctx.written;
    if (!written || this.collection.system) return null;
    const rows: Row[] = [];
    for (const k of new Set(keys.map(String))) {
      const row = written.get(`${this.collection.collection}\u0000${k}`);
      if (!row) return null;
      rows.push(row);
    }
    return rows;
  }

  private remember(key: unknown, row: Row | null): void {
    const id = `${this.collection.collection}\u0000${String(key)}`;
    if (row) this.ctx.written?.set(id, row);
    else this.ctx.written?.delete(id);
  }

  /** How many of these keys exist at all, whatever the caller may read. */
  async countExisting(keys: unknown[]): Promise<number> {
    const cast = keys.map((k) => this.castKey(k)).filter((k): k is string | number => k !== null);
    if (!cast.length) return 0;
    const r = (await this.knex(this.collection.collection)
      .whereIn(this.collection.primaryKey, cast)
      .count({ c: '*' })
      .first()) as { c: unknown } | undefined;
    return Number(r?.c ?? 0);
  }

  // ------------------------------------------------------------------ write plumbing

  /** Runs `fn` inside the request's transaction (one per request, api.md §5). */
  async transaction<T>(fn: (svc: ItemsService) => Promise<T>): Promise<T> {
    if (this.knex.isTransaction) return fn(this);
    const events: WriteEvent[] = [];
    const run = (trx: Knex) =>
      fn(
        new ItemsService(
          this.collection.collection,
          { ...this.ctx, knex: trx, pendingWrites: events },
          this.behaviours,
        ),
      );
    // One reusable transactor per connection instead of a new Knex instance per write.
    const result = hasReusableTransactions(this.knex)
      ? await reusableTransaction(this.knex, run)
      : await this.knex.transaction(run);
    dispatchWrites(this.ctx, events);
    return result;
  }

  /** Queues a write for the observers until the transaction commits (at once outside one). */
  private emit(event: WriteEvent): void {
    if (this.ctx.pendingWrites && this.knex.isTransaction) this.ctx.pendingWrites.push(event);
    else dispatchWrites(this.ctx, [event]);
  }

  private async loadForWrite(key: unknown): Promise<Row> {
    const k = this.castKey(key);
    if (k === null) throw errors.itemNotFound();
    const pk = this.collection.primaryKey;
    const table = this.collection.collection;
    const access = this.ctx.access.read(this.collection);
    if (!access.rowFilter && dialectOf(this.knex) === 'sqlite') {
      const compiled = compileShape(`select*\0${table}\0${pk}`, { key: k }, (v) =>
        this.knex({ t0: table })
          .select('t0.*')
          .where(`t0.${pk}`, v('key') as Knex.Value)
          .limit(1),
      );
      const [row] = await runCompiled<Row>(this.knex, compiled);
      if (!row) throw errors.itemNotFound();
      return row;
    }
    const qb = this.knex({ t0: table }).select('t0.*').where(`t0.${pk}`, k);
    if (access.rowFilter) applyFilter(qb, access.rowFilter, 't0', sqlContext(this.knex, this.ctx.schema));
    if (dialectOf(this.knex) !== 'sqlite' && this.knex.isTransaction) qb.forUpdate();
    const [row] = await runSelect<Row>(this.knex, qb.limit(1));
    if (!row) throw errors.itemNotFound();
    return row;
  }

  private checkPayloadKeys(payload: unknown): Row {
    if (!isPlainObject(payload)) throw errors.emptyPayload();
    const unknown = Object.keys(payload).filter((k) => k !== '$delete' && !this.collection.fields.has(k));
    if (unknown.length) {
      throw errors.unprocessable(
        `Payload fields: "${unknown.join(', ')}" does not exist in "${this.collection.collection}" collection.`,
      );
    }
    return payload;
  }

  /** Gathers the facts of one write and asks the one write-authorisation step (design.md §2). */
  private async authorize(
    action: WriteAction,
    current: Row | null,
    payload: Row,
    parent: ParentRef | null,
  ): Promise<void> {
    const rules = this.behaviour.rules;
    assertWrite({
      action,
      accountability: this.ctx.accountability,
      collection: this.collection,
      permission: (status) => this.ctx.access.row(this.collection, status),
      current,
      payload,
      statusDefault: this.statusDefault(),
      ownerRole: await ownerRoleOf(this.knex, this.collection, this.ctx.accountability, current),
      nested: parent !== null,
      hasComment: Boolean(this.ctx.comment),
      rules,
      facts: rules?.facts ? await rules.facts(this.knex, current) : undefined,
    });
  }

  /**
   * Asks whether a write would be allowed, before anything with a side effect happens (files:
   * before the upload is stored or the object renamed). The write itself asks again.
   */
  async assertWritable(action: WriteAction, key: unknown, input: unknown): Promise<Row | null> {
    const payload = action === 'delete' ? {} : this.checkPayloadKeys(input);
    const current = action === 'create' ? null : await this.loadForWrite(key);
    await this.authorize(action, current, payload, null);
    return current;
  }

  private async record(
    action: ActivityAction,
    key: unknown,
    parent: ParentRef | null,
    data?: Row,
    delta?: Row,
  ): Promise<number | null> {
    if (this.ctx.activitySkip || !isLogged(this.collection.collection)) return null;
    return recordActivity(this.knex, {
      action,
      collection: this.collection,
      item: key,
      actor: this.ctx.actor,
      comment: parent ? null : this.ctx.comment,
      data,
      delta,
      parent,
    });
  }

  /**
   * Splits a payload into columns and relational parts; M2O objects are written first (they
   * must exist before the FK that points at them). Returns columns and the O2M lists.
   */
  private async resolveRelations(
    payload: Row,
    parent: ParentRef,
    pendingParents: number[],
  ): Promise<{ columns: Row; o2m: [FieldInfo, unknown][] }> {
    const columns: Row = {};
    const o2m: [FieldInfo, unknown][] = [];
    for (const [key, value] of Object.entries(payload)) {
      if (key === '$delete') continue;
      const f = this.collection.fields.get(key)!;
      if (f.o2m) {
        o2m.push([f, value]);
        continue;
      }
      if (f.alias) continue;
      if (f.m2o && isPlainObject(value)) {
        const target = this.for(f.m2o.collection);
        const tpk = target.collection.primaryKey;
        const id = value[tpk];
        if (value.$delete) {
          if (id !== undefined && id !== null) await target.deleteOne(id);
          columns[key] = f.column?.nullable === false ? 0 : null;
        } else if (f.type === 'file') {
          // A file is not created from an object inside an item (upload it with POST /files and
          // send its id); refused rather than left out, so no data is silently dropped.
          if ((id === undefined || id === null) && Object.keys(value).some((k) => k !== tpk)) {
            throw errors.unprocessable(
              `${key}: a file cannot be created inside an item; upload it with POST /files and send its id`,
            );
          }
          columns[key] = id ?? null;
        } else {
          const rest = Object.fromEntries(
            Object.entries(value).filter(([k]) => k !== tpk && k !== '$delete'),
          );
          if (id !== undefined && id !== null) {
            if (Object.keys(rest).length) await target.updateOne(id, rest, { parent, pendingParents });
            columns[key] = id;
          } else {
            columns[key] = await target.createOne(value, { parent, pendingParents });
          }
        }
        continue;
      }
      columns[key] = value;
    }
    return { columns, o2m };
  }

  private async writeO2M(o2m: [FieldInfo, unknown][], key: unknown, parent: ParentRef): Promise<void> {
    for (const [f, list] of o2m) {
      if (list === null || list === undefined) continue;
      if (!Array.isArray(list)) {
        throw errors.invalidFieldValueType(`${f.field}: This value should be of type array.`);
      }
      const rel = f.o2m!;
      const svc = this.for(rel.collection);
      const rpk = svc.collection.primaryKey;
      for (const entry of list) {
        if (!isPlainObject(entry)) {
          await svc.updateOne(entry, { [rel.field]: key }, { parent });
          continue;
        }
        const id = entry[rpk];
        if (id === undefined || id === null) {
          await svc.createOne({ ...entry, [rel.field]: key }, { parent });
        } else if (entry.$delete) {
          await svc.deleteOne(id);
        } else {
          const rest = Object.fromEntries(
            Object.entries(entry).filter(([k]) => k !== rpk && k !== '$delete'),
          );
          if (rel.field in rest && rest[rel.field] === null)
            await svc.updateOne(id, { [rel.field]: null }, { parent });
          else await svc.updateOne(id, { ...rest, [rel.field]: key }, { parent });
        }
      }
      if (f.required) {
        // Removing every row of a required O2M is refused (api.md §5.1); the transaction rolls back.
        const r = (await this.knex(rel.collection)
          .where(rel.field, key as Knex.Value)
          .count({ c: '*' })
          .first()) as { c: unknown } | undefined;
        if (Number(r?.c ?? 0) === 0)
          throw errors.unprocessable(`${f.field}: This value should not be blank.`);
      }
    }
  }

  private statusDefault(): unknown {
    const sf = this.collection.statusField;
    if (!sf) return null;
    const f = this.collection.fields.get(sf)!;
    return f.options?.default_value ?? f.column?.defaultValue ?? null;
  }

  // ------------------------------------------------------------------ create

  async createOne(
    input: unknown,
    opts: { parent?: ParentRef | null; pendingParents?: number[] } = {},
  ): Promise<unknown> {
    let payload = this.checkPayloadKeys(input);
    if (this.behaviour.normalise) payload = await this.behaviour.normalise('create', payload, this);
    const c = this.collection;
    const parent = opts.parent ?? null;
    await this.authorize('create', null, payload, parent);
    if (this.behaviour.beforeWrite) payload = await this.behaviour.beforeWrite('create', payload, this);
    const pending: number[] = [];
    const self: ParentRef = { collection: c.collection, item: null, changed: true };
    const { columns, o2m } = await this.resolveRelations(payload, self, pending);
    const values = await prepareRow({
      action: 'create',
      collection: c,
      values: columns,
      user: this.ctx.accountability.user,
      rules: this.behaviour.row,
      nextSort: async () => {
        const r = (await this.knex(c.collection).max({ m: c.sortField! }).first()) as Row | undefined;
        return Number(r?.m ?? 0) + 1;
      },
    });
    const { key, row: stored } = await insertReturningRow(
      this.knex,
      c.collection,
      values,
      c.primaryKey,
    ).catch((e) => {
      throw dbError(e);
    });
    const activity = await this.record(this.behaviour.createAction ?? 'create', key, parent, stored, values);
    if (pending.length) {
      await this.knex(SYSTEM_COLLECTION.revisions)
        .whereIn('activity', pending)
        .update({ parent_item: String(key) });
    }
    if (activity !== null && parent && parent.item === null && opts.pendingParents)
      opts.pendingParents.push(activity);
    await this.writeO2M(o2m, key, { collection: c.collection, item: key, changed: true });
    if (this.behaviour.afterWrite) await this.behaviour.afterWrite('create', key, this);
    this.remember(key, stored);
    this.emit({ action: 'create', collection: c.collection, key, data: stored });
    return key;
  }

  async createMany(payloads: unknown[]): Promise<unknown[]> {
    return this.transaction(async (svc) => {
      const keys: unknown[] = [];
      for (const p of payloads) keys.push(await svc.createOne(p));
      return keys;
    });
  }

  // ------------------------------------------------------------------ update

  async updateOne(
    key: unknown,
    input: unknown,
    opts: {
      parent?: ParentRef | null;
      pendingParents?: number[];
      ifMatch?: string;
      action?: ActivityAction;
      /** The only write of a transaction this service opened: nothing follows it. */
      alone?: boolean;
    } = {},
  ): Promise<unknown> {
    let payload = this.checkPayloadKeys(input);
    if (this.behaviour.normalise) payload = await this.behaviour.normalise('update', payload, this, key);
    const c = this.collection;
    const parent = opts.parent ?? null;
    if (
      opts.alone &&
      !updateNeedsRow(this.ctx, {
        collection: c,
        payload,
        hooks: Boolean(this.behaviour.normalise || this.behaviour.beforeWrite || this.behaviour.afterWrite),
        ifMatch: Boolean(opts.ifMatch),
        nested: parent !== null || opts.action !== undefined,
      })
    ) {
      const written = await this.updateUnread(key, payload);
      if (written !== undefined) return written;
    }
    const current = await this.loadForWrite(key);
    const pkValue = current[c.primaryKey];
    if (opts.ifMatch && !etagMatches(opts.ifMatch, etagOf(c, current, this.ctx.access.read(c)))) {
      throw errors.itemModified();
    }
    await this.authorize('update', current, payload, parent);
    if (this.behaviour.beforeWrite)
      payload = await this.behaviour.beforeWrite('update', payload, this, current);
    const sf = c.statusField;
    const newStatus = sf && sf in payload ? payload[sf] : undefined;
    const softDelete =
      newStatus !== undefined &&
      String(newStatus) !== String(current[sf!]) &&
      c.softDeleteStatuses.includes(String(newStatus));
    const self: ParentRef = { collection: c.collection, item: pkValue, changed: false };
    const { columns, o2m } = await this.resolveRelations(payload, self, []);
    delete columns[c.primaryKey];
    const values = await prepareRow({
      action: 'update',
      collection: c,
      values: columns,
      user: this.ctx.accountability.user,
      rules: this.behaviour.row,
      current,
    });
    const stored = (await updateReturningRow(this.knex, c.collection, c.primaryKey, pkValue, values).catch(
      (e) => {
        throw dbError(e);
      },
    ))!;
    const delta = Object.fromEntries(Object.entries(values).filter(([k]) => k in payload));
    const activity = await this.record(
      opts.action ?? (softDelete ? 'soft-delete' : 'update'),
      pkValue,
      parent,
      stored,
      delta,
    );
    if (activity !== null && parent && parent.item === null && opts.pendingParents)
      opts.pendingParents.push(activity);
    await this.writeO2M(o2m, pkValue, {
      collection: c.collection,
      item: pkValue,
      changed: Object.keys(delta).length > 0,
    });
    if (this.behaviour.afterWrite) await this.behaviour.afterWrite('update', pkValue, this);
    return this.updated(pkValue, stored, values);
  }

  /** An item updated: its row kept for the answer and the ETag, the write announced (webhooks). */
  private updated(pkValue: unknown, stored: Row, values: Row): unknown {
    const c = this.collection;
    this.remember(pkValue, stored);
    this.emit({
      action: 'update',
      collection: c.collection,
      key: pkValue,
      data: { ...values, [c.primaryKey]: pkValue },
    });
    return pkValue;
  }

  /**
   * An update that writes without reading the row first (`updateNeedsRow` said it may): the
   * UPDATE … RETURNING gives the row, or tells that there is none. On PostgreSQL, with activity
   * and revision, it is one statement when the collection's rows can be rendered in SQL. Any
   * failure but a missing item comes as an `UnreadRowError` (the caller asks whether the item
   * exists once the transaction has ended). Undefined: the row must be read after all.
   */
  private async updateUnread(key: unknown, payload: Row): Promise<unknown> {
    const c = this.collection;
    const k = this.castKey(key);
    if (k === null) throw errors.itemNotFound();
    let stored: Row | undefined;
    let values: Row;
    let delta: Row;
    const logged = !this.ctx.activitySkip && isLogged(c.collection);
    try {
      await this.authorize('update', null, payload, null);
      values = await prepareRow({
        action: 'update',
        collection: c,
        values: Object.fromEntries(Object.entries(payload).filter(([n]) => n !== c.primaryKey)),
        user: this.ctx.accountability.user,
        rules: this.behaviour.row,
        current: null,
      });
      if (Object.keys(values).length === 0) return undefined;
      delta = Object.fromEntries(Object.entries(values).filter(([n]) => n in payload));
      const record = (item: unknown, data?: Row): RecordOptions => ({
        action: 'update',
        collection: c,
        item,
        actor: this.ctx.actor,
        comment: this.ctx.comment,
        data,
        delta,
        parent: null,
      });
      const statement =
        logged && dialectOf(this.knex) === 'pg' && isUntouchedTransaction(this.knex)
          ? updateInOneStatement(c, k, values, activityRow(record(k)), revisionRow(record(k)))
          : null;
      if (statement) {
        const one = await this.updateInOne(statement);
        if (one === undefined) return undefined;
        stored = one ?? undefined;
      } else {
        const write = () =>
          updateReturningRow(this.knex, c.collection, c.primaryKey, k, values).catch((e) => {
            throw dbError(e);
          });
        stored = logged ? await write() : await asLastStatement(this.knex, write);
        if (stored && logged) {
          const row = stored;
          await asLastStatement(this.knex, () => recordActivity(this.knex, record(row[c.primaryKey], row)));
        }
      }
    } catch (e) {
      if (e instanceof ApiError && e.status === 404) throw e;
      throw new UnreadRowError(e, k);
    }
    if (!stored) throw errors.itemNotFound();
    const pkValue = stored[c.primaryKey];
    return this.updated(pkValue, stored, values);
  }

  /**
   * PostgreSQL: the update, its activity and its revision as one statement, the transaction's only
   * one. Null: no item under the key; undefined: the table is not as the schema cache has it (the
   * cache is dropped; the caller reads the row).
   */
  private async updateInOne(
    statement: NonNullable<ReturnType<typeof updateInOneStatement>>,
  ): Promise<Row | null | undefined> {
    const c = this.collection;
    let written;
    try {
      written = await asLastStatement(this.knex, () => runUpdateInOne(this.knex, statement));
    } catch (e) {
      // Undefined column or table, wrong type, a prepared plan's result changed: the table changed
      // underneath the schema cache.
      const code = String((e as { code?: string }).code);
      if (['42703', '42P01', '42804', '42883', '0A000'].includes(code)) {
        if (code === '0A000') renameStatements();
        this.ctx.project.state.forgetSchema();
        return undefined;
      }
      throw dbError(e);
    }
    if (!written.row) return null;
    const expected = JSON.stringify(revisionData(c, written.row));
    if (written.data !== expected) {
      // A column's type changed underneath the schema cache: the revision gets JavaScript's data.
      this.ctx.project.state.forgetSchema();
      await this.ctx.project
        .knex(SYSTEM_COLLECTION.revisions)
        .where('activity', written.activity as number)
        .update({ data: expected });
    }
    return written.row;
  }

  /** PATCH `…/{id1,id2}`: the same change for each key. */
  async updateMany(keys: unknown[], payload: unknown, opts: { ifMatch?: string } = {}): Promise<unknown[]> {
    const alone = keys.length === 1 && !this.knex.isTransaction;
    return this.transaction(async (svc) => {
      const out: unknown[] = [];
      for (const k of keys)
        out.push(await svc.updateOne(k, payload, keys.length === 1 ? { ...opts, alone } : {}));
      return out;
    }).catch(async (e: unknown) => {
      if (!(e instanceof UnreadRowError)) throw e;
      if ((await this.countExisting([e.key])) === 0) throw errors.itemNotFound();
      throw e.original;
    });
  }

  /** PATCH the collection with an array: each object carries its PK. */
  async updateBatch(payloads: unknown[]): Promise<unknown[]> {
    const pk = this.collection.primaryKey;
    for (const p of payloads) {
      if (!isPlainObject(p)) throw errors.emptyPayload();
      if (p[pk] === undefined || p[pk] === null)
        throw errors.unprocessable('Payload must include the primary key');
    }
    return this.transaction(async (svc) => {
      const out: unknown[] = [];
      for (const p of payloads as Row[]) {
        const { [pk]: key, ...rest } = p;
        out.push(await svc.updateOne(key, rest));
      }
      return out;
    });
  }

  // ------------------------------------------------------------------ delete

  async deleteOne(key: unknown): Promise<void> {
    const c = this.collection;
    const current = await this.loadForWrite(key);
    const pkValue = current[c.primaryKey];
    await this.authorize('delete', current, {}, null);
    await this.knex(c.collection)
      .where(c.primaryKey, pkValue as Knex.Value)
      .delete()
      .catch((e) => {
        throw dbError(e);
      });
    await this.record('delete', pkValue, null);
    if (this.behaviour.afterWrite) await this.behaviour.afterWrite('delete', pkValue, this);
    this.remember(pkValue, null);
    this.emit({ action: 'delete', collection: c.collection, key: pkValue, data: current });
  }

  async deleteMany(keys: unknown[]): Promise<void> {
    await this.transaction(async (svc) => {
      for (const k of keys) await svc.deleteOne(k);
    });
  }

  // ------------------------------------------------------------------ revert

  /** Writes a revision's data back (activity `revert`, api.md §5.1). */
  async revert(key: unknown, revisionId: unknown): Promise<unknown> {
    return this.transaction(async (svc) => {
      const c = svc.collection;
      await svc.loadForWrite(key);
      const rid = Number(revisionId);
      const revision = Number.isInteger(rid)
        ? ((await svc.knex(SYSTEM_COLLECTION.revisions).where('id', rid).first()) as Row | undefined)
        : undefined;
      if (!revision || revision.collection !== c.collection || String(revision.item) !== String(key)) {
        throw errors.revisionNotFound();
      }
      let data: Row;
      try {
        data = JSON.parse(String(revision.data));
      } catch {
        throw errors.revisionInvalid('Invalid revision data');
      }
      const payload: Row = {};
      for (const [k, v] of Object.entries(data ?? {})) {
        const f = c.fields.get(k);
        if (!f || f.alias || k === c.primaryKey) continue;
        if (['datetime_updated', 'user_updated', 'hash'].includes(f.type)) continue;
        payload[k] = v;
      }
      return svc.updateOne(key, payload, { action: 'revert' });
    });
  }
}

/** Database errors a client caused -> coded errors (api.md §3.1); others stay 500s. */
export function dbError(e: unknown): unknown {
  if (e instanceof ApiError) return e;
  const err = e as { code?: string; errno?: number; message?: string };
  const code = String(err.code ?? '');
  const msg = String(err.message ?? '');
  if (code === '23505' || code === 'ER_DUP_ENTRY' || /SQLITE_CONSTRAINT_(UNIQUE|PRIMARYKEY)/.test(code)) {
    return errors.duplicateItem('Duplicate key: an item with this value already exists');
  }
  if (code === '23502' || code === 'ER_BAD_NULL_ERROR' || code === 'SQLITE_CONSTRAINT_NOTNULL') {
    const field =
      /column "?([^"\s]+)"?/.exec(msg)?.[1] ??
      /NOT NULL constraint failed: \S+\.(\S+)/.exec(msg)?.[1] ??
      'value';
    return errors.invalidPayload(`${field}: This value should not be blank.`);
  }
  if (
    code === '23503' ||
    code === 'ER_NO_REFERENCED_ROW_2' ||
    code === 'ER_ROW_IS_REFERENCED_2' ||
    code === 'SQLITE_CONSTRAINT_FOREIGNKEY'
  ) {
    return errors.invalidPayload(
      'The item references, or is referenced by, an item that does not allow this change',
    );
  }
  if (
    /^22/.test(code) ||
    code === 'ER_TRUNCATED_WRONG_VALUE' ||
    code === 'ER_DATA_TOO_LONG' ||
    code === 'ER_WARN_DATA_OUT_OF_RANGE'
  ) {
    return errors.invalidPayload('A value does not fit its field');
  }
  return e;
}
