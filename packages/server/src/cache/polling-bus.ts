import type { FastifyBaseLogger } from 'fastify';
import type { Knex } from 'knex';
import type { ProjectRegistry } from '../projects/registry';
import { bumpVersion, readVersions } from './cache-versions';
import type { CacheTopic, InvalidationBus, InvalidationListener } from './topics';

interface SyncState {
  /** The reading under way, if any. */
  current: Promise<void> | null;
  /** The reading that starts when the current one ends, shared by everyone who waits for it. */
  next: Promise<void> | null;
}

/**
 * Cross-process invalidation without extra infrastructure: a version counter per topic in each
 * project database, polled for the projects this process has loaded, and read on demand by
 * `sync` (authenticated requests: a suspension or logout elsewhere takes effect at once).
 */
export class PollingBus implements InvalidationBus {
  protected readonly listeners = new Set<InvalidationListener>();
  private readonly seen = new Map<string, Map<CacheTopic, string>>();
  private readonly syncs = new Map<string, SyncState>();
  /** Per project, the last reading or publication: they take turns (see `exclusive`). */
  private readonly turns = new Map<string, Promise<unknown>>();
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
    await this.exclusive(projectKey, async () => {
      await bumpVersion(project.knex, topic);
      // Our own bump is not news to us; other topics that moved meanwhile are.
      const before = this.seen.get(projectKey);
      const versions = await readVersions(project.knex);
      this.seen.set(projectKey, versions);
      for (const [t, version] of versions) {
        if (t !== topic && (!before || before.get(t) !== version)) this.notify(projectKey, t);
      }
    });
  }

  /**
   * Runs one project's readings and publications one after another. A poll that read the counters
   * between a publication's bump and its own reading would otherwise report the publisher's change
   * back to it as news from elsewhere.
   */
  private exclusive(projectKey: string, fn: () => Promise<void>): Promise<void> {
    const previous = this.turns.get(projectKey) ?? Promise.resolve();
    const turn = previous.then(fn, fn);
    const settled = turn.catch(() => undefined);
    this.turns.set(projectKey, settled);
    void settled.then(() => {
      if (this.turns.get(projectKey) === settled) this.turns.delete(projectKey);
    });
    return turn;
  }

  /**
   * Reads one project's counters and tells the listeners about every topic that moved. The first
   * reading has nothing to compare with: a change made between this process loading the project
   * and that reading would go unnoticed, so every topic counts as changed once.
   */
  protected check(project: { key: string; knex: Knex }): Promise<void> {
    return this.exclusive(project.key, async () => {
      const versions = await readVersions(project.knex);
      const before = this.seen.get(project.key);
      this.seen.set(project.key, versions);
      for (const [topic, version] of versions) {
        if (!before || before.get(topic) !== version) this.notify(project.key, topic);
      }
    });
  }

  sync(project: { key: string; knex: Knex }): Promise<void> {
    let state = this.syncs.get(project.key);
    if (!state) this.syncs.set(project.key, (state = { current: null, next: null }));
    const s = state;
    const start = (): Promise<void> => {
      const reading: Promise<void> = this.check(project)
        .catch((err: unknown) => {
          // Unknown state: forget the identities rather than trust them.
          this.log.warn({ err, project: project.key }, 'cache version check failed');
          this.notify(project.key, 'identity');
        })
        .finally(() => {
          if (s.current === reading) s.current = null;
        });
      s.current = reading;
      return reading;
    };
    if (!s.current) return start();
    // The reading under way began before this call and may have missed a change made since.
    s.next ??= s.current.then(() => {
      s.next = null;
      return start();
    });
    return s.next;
  }

  /** Compares every loaded project's counters with the last values seen. */
  async poll(): Promise<void> {
    if (this.polling) return;
    this.polling = true;
    try {
      for (const project of this.registry.loadedProjects()) {
        try {
          await this.check(project);
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
