import type { FastifyBaseLogger } from 'fastify';
import type { ProjectRegistry } from '../projects/registry';
import { bumpVersion, readVersions } from './cache-versions';
import type { CacheTopic, InvalidationBus, InvalidationListener } from './invalidation-bus';

/**
 * Cross-process invalidation without extra infrastructure: a version counter per topic in each
 * project database, polled for the projects this process has loaded.
 */
export class PollingBus implements InvalidationBus {
  protected readonly listeners = new Set<InvalidationListener>();
  private readonly seen = new Map<string, Map<CacheTopic, string>>();
  private readonly timer: NodeJS.Timeout;
  private polling = false;

  constructor(
    protected readonly registry: ProjectRegistry,
    protected readonly log: FastifyBaseLogger,
    intervalMs: number,
  ) {
    this.timer = setInterval(() => void this.poll(), intervalMs);
    this.timer.unref();
  }

  subscribe(listener: InvalidationListener): void {
    this.listeners.add(listener);
  }

  protected notify(projectKey: string, topic: CacheTopic): void {
    for (const l of this.listeners) l(projectKey, topic);
  }

  async publish(projectKey: string, topic: CacheTopic): Promise<void> {
    this.notify(projectKey, topic);
    const project = await this.registry.get(projectKey);
    if (!project) return;
    await bumpVersion(project.knex, topic);
    // Our own bump is not news to us.
    const versions = await readVersions(project.knex);
    this.seen.set(projectKey, versions);
  }

  /** Compares every loaded project's counters with the last values seen. */
  async poll(): Promise<void> {
    if (this.polling) return;
    this.polling = true;
    try {
      for (const project of this.registry.loadedProjects()) {
        try {
          const versions = await readVersions(project.knex);
          const before = this.seen.get(project.key);
          this.seen.set(project.key, versions);
          // The first reading has nothing to compare with: a change made between this process
          // loading the project and this poll would go unnoticed, so count every topic as changed
          // once (one extra cache reload per project).
          for (const [topic, version] of versions) {
            if (!before || before.get(topic) !== version) this.notify(project.key, topic);
          }
        } catch (err) {
          this.log.warn({ err, project: project.key }, 'cache version poll failed');
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
