import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Knex } from 'knex';
import type { ProjectRegistry } from '../projects/registry';
import type { CacheTopic } from './topics';
import { PollingBus } from './polling-bus';

const CHANNEL = 'atrium:invalidate';
/** With Redis, the version table is only a safety net for messages lost while disconnected. */
const SAFETY_POLL_MS = 30_000;

/** Invalidation over Redis pub/sub, on top of the (slow) version polling. */
export class RedisBus extends PollingBus {
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly origin = crypto.randomUUID();
  /**
   * Subscribed and caught up since the last (re)connection: messages then arrive before any
   * request that follows a change, and `sync` has nothing to read. Until then, or while Redis is
   * away, `sync` reads the version table as the polling bus does.
   */
  private live = false;
  private subscribed = false;

  constructor(url: string, registry: ProjectRegistry, log: FastifyBaseLogger, pollIntervalMs: number) {
    super(registry, log, Math.max(pollIntervalMs, SAFETY_POLL_MS));
    this.pub = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
    this.sub = new Redis(url, { lazyConnect: false });
    for (const client of [this.pub, this.sub]) {
      client.on('error', (err: Error) => this.log.warn({ err: err.message }, 'redis connection error'));
    }
    // ioredis subscribes again by itself on reconnection.
    this.sub.on('ready', () => void (this.subscribed && this.catchUp()));
    for (const event of ['close', 'reconnecting', 'end', 'error'])
      this.sub.on(event, () => {
        this.live = false;
      });
    void this.sub.subscribe(CHANNEL).then(
      () => {
        this.subscribed = true;
        return this.catchUp();
      },
      () => undefined,
    );
    this.sub.on('message', (_channel: string, message: string) => {
      try {
        const { origin, project, topic } = JSON.parse(message) as {
          origin: string;
          project: string;
          topic: CacheTopic;
        };
        if (origin !== this.origin) this.notify(project, topic);
      } catch {
        // Not one of ours.
      }
    });
  }

  /** Subscribed again: what was published while away is in the version table. */
  private async catchUp(): Promise<void> {
    if (this.sub.status !== 'ready') return;
    await this.poll();
    if (this.sub.status === 'ready') this.live = true;
  }

  override sync(project: { key: string; knex: Knex }): Promise<void> {
    return this.live ? Promise.resolve() : super.sync(project);
  }

  override async publish(projectKey: string, topic: CacheTopic): Promise<void> {
    await super.publish(projectKey, topic);
    await this.pub
      .publish(CHANNEL, JSON.stringify({ origin: this.origin, project: projectKey, topic }))
      .catch((err: Error) => this.log.warn({ err: err.message }, 'redis publish failed'));
  }

  override async close(): Promise<void> {
    await super.close();
    this.sub.disconnect();
    this.pub.disconnect();
  }
}
