import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { ProjectRegistry } from '../projects/registry';
import type { CacheTopic } from './invalidation-bus';
import { PollingBus } from './polling-bus';

const CHANNEL = 'atrium:invalidate';
/** With Redis, the version table is only a safety net for messages lost while disconnected. */
const SAFETY_POLL_MS = 30_000;

/** Invalidation over Redis pub/sub, on top of the (slow) version polling. */
export class RedisBus extends PollingBus {
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly origin = crypto.randomUUID();

  constructor(url: string, registry: ProjectRegistry, log: FastifyBaseLogger, pollIntervalMs: number) {
    super(registry, log, Math.max(pollIntervalMs, SAFETY_POLL_MS));
    this.pub = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
    this.sub = new Redis(url, { lazyConnect: false });
    for (const client of [this.pub, this.sub]) {
      client.on('error', (err: Error) => this.log.warn({ err: err.message }, 'redis connection error'));
    }
    void this.sub.subscribe(CHANNEL);
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
