import type { Knex } from 'knex';

/** What another process must forget when this one changes it (`identity`: users and sessions). */
export type CacheTopic = 'schema' | 'permissions' | 'settings' | 'webhooks' | 'identity';

export type InvalidationListener = (projectKey: string, topic: CacheTopic) => void;

/**
 * Tells every server process sharing a project's database that a cache of that project is stale
 * (design.md §5). `publish` also notifies this process's own listeners at once. With Redis the
 * others hear it within milliseconds; without, they poll a version table in the project database.
 */
export interface InvalidationBus {
  publish(projectKey: string, topic: CacheTopic): Promise<void>;
  subscribe(listener: InvalidationListener): void;
  /**
   * Resolves once this process has heard of every change published (by any process) before the
   * call: at once with a connected Redis; otherwise after reading the project's cache versions,
   * one reading shared by the requests that wait at the same time.
   */
  sync(project: { key: string; knex: Knex }): Promise<void>;
  close(): Promise<void>;
}
