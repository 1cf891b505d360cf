import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { ProjectRegistry } from '../projects/registry';
import type { RealtimeRelay, RelayMessage } from '../services/realtime/relay';
import {
  appendEvent,
  eventsAfter,
  lastEventId,
  listenUntil,
  othersListen,
  pruneEvents,
} from './realtime-log';

export interface RelayOptions {
  redisUrl?: string;
  pollIntervalMs: number;
}

type Listener = (projectKey: string, message: RelayMessage) => void;

const CHANNEL = 'atrium:realtime';

/** Realtime changes over Redis pub/sub: every process hears every other one's within milliseconds. */
class RedisRelay implements RealtimeRelay {
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly origin = crypto.randomUUID();
  private readonly listeners = new Set<Listener>();

  constructor(url: string, log: FastifyBaseLogger) {
    this.pub = new Redis(url, { maxRetriesPerRequest: 2 });
    this.sub = new Redis(url);
    for (const client of [this.pub, this.sub]) {
      client.on('error', (err: Error) => log.warn({ err: err.message }, 'realtime redis connection error'));
    }
    void this.sub.subscribe(CHANNEL).catch(() => undefined);
    this.sub.on('message', (_channel: string, message: string) => {
      try {
        const { origin, project, body } = JSON.parse(message) as {
          origin: string;
          project: string;
          body: RelayMessage;
        };
        if (origin === this.origin) return;
        for (const l of this.listeners) l(project, body);
      } catch {
        // Not one of ours.
      }
    });
  }

  publish(projectKey: string, body: RelayMessage): void {
    void this.pub
      .publish(CHANNEL, JSON.stringify({ origin: this.origin, project: projectKey, body }))
      .catch(() => undefined);
  }

  subscribe(listener: Listener): void {
    this.listeners.add(listener);
  }

  listening(): void {}

  async close(): Promise<void> {
    this.sub.disconnect();
    this.pub.disconnect();
  }
}

/** How long a listener's mark lasts; it is refreshed well before. */
const LISTEN_MS = 15_000;
/** How often a process believes its last answer to "does anyone else listen?". */
const OTHERS_MS = 1_000;

/**
 * Without Redis: changes go through the project database (cache/realtime-log.ts), written only
 * while another process listens, and read every poll interval by processes with subscribers.
 */
class PollingRelay implements RealtimeRelay {
  private readonly origin = crypto.randomUUID();
  private readonly listeners = new Set<Listener>();
  private projects: () => Iterable<string> = () => [];
  /** Per project: the last event id read, and when this process last marked itself listening. */
  private readonly cursors = new Map<string, { after: number; markedAt: number }>();
  private readonly others = new Map<string, { at: number; value: Promise<boolean> }>();
  private readonly timer: NodeJS.Timeout;
  private polling = false;
  private appended = 0;

  constructor(
    private readonly registry: ProjectRegistry,
    private readonly log: FastifyBaseLogger,
    intervalMs: number,
  ) {
    this.timer = setInterval(() => void this.poll(), intervalMs).unref();
  }

  private othersListen(projectKey: string, knex: Parameters<typeof othersListen>[0]): Promise<boolean> {
    const hit = this.others.get(projectKey);
    if (hit && Date.now() - hit.at < OTHERS_MS) return hit.value;
    const value = othersListen(knex, this.origin).catch(() => false);
    this.others.set(projectKey, { at: Date.now(), value });
    return value;
  }

  publish(projectKey: string, body: RelayMessage): void {
    const project = this.registry.loaded(projectKey);
    if (!project) return;
    void (async () => {
      if (!(await this.othersListen(projectKey, project.knex))) return;
      await appendEvent(project.knex, this.origin, JSON.stringify(body));
      if (++this.appended % 100 === 0) await pruneEvents(project.knex);
    })().catch((err: unknown) => this.log.warn({ err, project: projectKey }, 'realtime event not relayed'));
  }

  subscribe(listener: Listener): void {
    this.listeners.add(listener);
  }

  listening(projects: () => Iterable<string>): void {
    this.projects = projects;
  }

  /** Reads the new events of every project this process has subscribers in. */
  async poll(): Promise<void> {
    if (this.polling) return;
    this.polling = true;
    try {
      const active = new Set(this.projects());
      for (const key of this.cursors.keys()) if (!active.has(key)) this.cursors.delete(key);
      for (const key of active) {
        const project = this.registry.loaded(key);
        if (!project) continue;
        try {
          let cursor = this.cursors.get(key);
          const now = Date.now();
          if (!cursor) {
            await listenUntil(project.knex, this.origin, now + LISTEN_MS);
            this.cursors.set(key, (cursor = { after: await lastEventId(project.knex), markedAt: now }));
            continue;
          }
          if (now - cursor.markedAt > LISTEN_MS / 3) {
            await listenUntil(project.knex, this.origin, now + LISTEN_MS);
            cursor.markedAt = now;
          }
          for (;;) {
            const rows = await eventsAfter(project.knex, this.origin, cursor.after, 200);
            for (const row of rows) {
              cursor.after = row.id;
              if (row.origin === this.origin) continue;
              const body = JSON.parse(row.payload) as RelayMessage;
              for (const l of this.listeners) l(key, body);
            }
            if (rows.length < 200) break;
          }
        } catch (err) {
          this.log.warn({ err, project: key }, 'realtime event poll failed');
        }
      }
    } finally {
      this.polling = false;
    }
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
  }
}

/** The relay of realtime changes between processes: Redis pub/sub when configured, else the database. */
export function createRealtimeRelay(
  registry: ProjectRegistry,
  log: FastifyBaseLogger,
  options: RelayOptions,
): RealtimeRelay {
  return options.redisUrl
    ? new RedisRelay(options.redisUrl, log)
    : new PollingRelay(registry, log, options.pollIntervalMs);
}
