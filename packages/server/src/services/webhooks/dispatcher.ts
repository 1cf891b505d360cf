import type { Knex } from 'knex';
import { nowUtc } from '../../database/datetime';
import { flushCommits } from '../../database/durable-commits';
import type { Project, ProjectRegistry } from '../../projects/registry';
import type { SchemaOverview } from '../../schema/overview';
import { insertReturningId } from '../activity/record';
import { isSecretField } from '../permissions/access';
import type { ServiceContext } from '../items/context';
import type { WriteEvent } from '../items/write-events';
import { send, type Outcome } from './transport';
import type { WebhookRow } from './webhook-row';

/**
 * Webhooks (api.md §7.7): every committed row write is matched against the project's active
 * webhooks; each match becomes a `directus_webhook_deliveries` row and is sent in the background,
 * with a timeout and retries with exponential backoff. A delivery never delays or fails the write.
 */

export interface DeliveryOptions {
  /** Calls per event, first one included. */
  attempts: number;
  /** Wait before the second call; doubled before each further one (ms). */
  backoffMs: number;
  /** Whole-call limit when the project sets no `outbound.timeout` (ms). */
  timeoutMs: number;
}

export const deliveryOptions: DeliveryOptions = { attempts: 4, backoffMs: 2000, timeoutMs: 10_000 };

/** Tests (and embedders) shorten the schedule. */
export function configureWebhookDelivery(options: Partial<DeliveryOptions>): void {
  Object.assign(deliveryOptions, options);
}

const MAX_AGE = 30_000;

/**
 * The project's active webhooks, cached on the project until the bus says they changed. The rows are cached, not the Knex
 * builder: a builder is a thenable that runs its query again on every `await`.
 */
function activeWebhooks(project: Project): Promise<WebhookRow[]> {
  const state = project.state;
  const hit = state.webhooks;
  const now = Date.now();
  if (hit && now - hit.at < MAX_AGE) return hit.value;
  const value: Promise<WebhookRow[]> = project
    .knex('directus_webhooks')
    .where({ status: 'active' })
    .select('id', 'http_action', 'url', 'collection', 'directus_action')
    .then((rows: WebhookRow[]) => rows);
  const entry = { at: now, value };
  state.webhooks = entry;
  value.catch(() => {
    if (state.webhooks === entry) state.webhooks = null;
  });
  return value;
}

const pending = new Set<Promise<void>>();
/** Resolves when every delivery started so far has finished (tests, graceful shutdown). */
export async function settleDeliveries(): Promise<void> {
  while (pending.size) await Promise.allSettled([...pending]);
}
function track(p: Promise<void>): void {
  pending.add(p);
  void p.finally(() => pending.delete(p));
}

/** JSON-safe copy of a raw row: binary columns as base64. */
function body(data: Record<string, unknown>): string {
  return JSON.stringify(data, (_k, v: unknown) => {
    if (v && typeof v === 'object' && (v as { type?: string }).type === 'Buffer' && 'data' in v) {
      return Buffer.from((v as { data: number[] }).data).toString('base64');
    }
    return v;
  });
}

const sleep = (ms: number) =>
  new Promise<void>((resolve) => {
    const t = setTimeout(resolve, ms);
    t.unref();
  });

async function record(knex: Knex, id: number, values: Record<string, unknown>): Promise<void> {
  await knex('directus_webhook_deliveries').where({ id }).update(values);
}

/** Delivery records are kept this long (days); older ones are pruned now and then. */
const RETENTION_DAYS = 30;
/** Every 100th delivery of a project prunes its old records (counted on the project's state). */
async function prune(project: Project): Promise<void> {
  const state = project.state;
  if (++state.deliveriesSincePrune < 100) return;
  state.deliveriesSincePrune = 0;
  const cutoff = nowUtc(new Date(Date.now() - RETENTION_DAYS * 24 * 3600 * 1000));
  await project.knex('directus_webhook_deliveries').where('created_on', '<', cutoff).delete();
}

async function deliver(project: Project, hook: WebhookRow, event: WriteEvent): Promise<void> {
  const knex = project.knex;
  await prune(project).catch(() => undefined);
  const method = String(hook.http_action ?? 'post').toLowerCase() === 'get' ? 'GET' : 'POST';
  const id = Number(
    await insertReturningId(knex, 'directus_webhook_deliveries', {
      webhook: hook.id,
      event: `item.${event.action}:after`,
      collection: event.collection,
      item: event.key === null || event.key === undefined ? null : String(event.key).slice(0, 255),
      url: String(hook.url).slice(0, 510),
      status: 'pending',
      attempts: 0,
      created_on: nowUtc(),
    }),
  );
  const outbound = (project.config as { outbound?: { allow_private?: string[]; timeout?: number } }).outbound;
  const payload = method === 'POST' ? body(event.data) : undefined;
  // A receiver is told of the write only once it is on disk.
  await flushCommits();
  for (let attempt = 1; attempt <= deliveryOptions.attempts; attempt++) {
    const last: Outcome = await send(String(hook.url), {
      method,
      body: payload,
      event: `item.${event.action}:after`,
      delivery: id,
      timeout: Math.min(outbound?.timeout ?? deliveryOptions.timeoutMs, deliveryOptions.timeoutMs),
      allowPrivate: outbound?.allow_private ?? [],
    });
    await record(knex, id, {
      attempts: attempt,
      status: last.ok
        ? 'success'
        : attempt === deliveryOptions.attempts || last.permanent
          ? 'failed'
          : 'pending',
      response_status: last.status,
      error: last.ok ? null : last.error,
      last_attempt_on: nowUtc(),
    });
    if (last.ok || last.permanent) return;
    if (attempt < deliveryOptions.attempts) await sleep(deliveryOptions.backoffMs * 2 ** (attempt - 1));
  }
}

async function fire(project: Project, events: WriteEvent[]): Promise<void> {
  const hooks = await activeWebhooks(project);
  if (hooks.length === 0) return;
  for (const event of events) {
    const action = `item.${event.action}:after`;
    for (const hook of hooks) {
      if (hook.collection !== event.collection || hook.directus_action !== action || !hook.url) continue;
      track(
        deliver(project, hook, event).catch(() => {
          // The project may have been closed meanwhile; a webhook never fails anything else.
        }),
      );
    }
  }
}

/** Secrets (password hashes, tokens, 2FA secrets, `hash` fields) never leave in a webhook body. */
function withoutSecrets(schema: SchemaOverview, event: WriteEvent): WriteEvent {
  const collection = schema.collections.get(event.collection);
  if (!collection) return event;
  const data = Object.fromEntries(Object.entries(event.data).filter(([k]) => !isSecretField(collection, k)));
  return { ...event, data };
}

/** The write observer that calls a project's webhooks after its committed writes. */
function dispatchWebhooks(ctx: ServiceContext, events: WriteEvent[]): void {
  const relevant = events.filter((e) => e.collection !== 'directus_webhook_deliveries');
  if (relevant.length === 0) return;
  track(
    fire(
      ctx.project,
      relevant.map((e) => withoutSecrets(ctx.schema, e)),
    ).catch(() => undefined),
  );
}

/**
 * Starts calling webhooks after committed writes in every project of `registry` (the server's
 * start calls it). An explicit call, not an import's side effect: nothing else in the server
 * imports this module.
 */
export function startWebhookDispatch(registry: ProjectRegistry): void {
  registry.observeWrites(dispatchWebhooks);
}
