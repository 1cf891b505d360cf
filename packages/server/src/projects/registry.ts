import fs from 'node:fs/promises';
import path from 'node:path';
import type { Knex } from 'knex';
import type { FastifyBaseLogger } from 'fastify';
import { createKnex } from '../database/connection';
import {
  existingSystemTables,
  missingMigrations,
  SYSTEM_TABLE_NAMES,
  upgradeSystemSchema,
} from '../database/system-schema/installer';
import { ProjectConfigSchema, type ProjectConfig, type ProjectConfigInput } from './project-config';
import { ProjectState, type KeptWriteObserver } from './project-state';

export interface Project {
  key: string;
  config: ProjectConfig;
  knex: Knex;
  /** This process's caches of the project; they go with it. */
  state: ProjectState;
}

interface Entry {
  project: Project;
  mtimeMs: number;
  checkedAt: number;
  ready: Promise<void>;
  /** `ready` has resolved. */
  isReady?: boolean;
}

/** How long a loaded project config is trusted before its file is looked at again (other processes may change it). */
const RECHECK_MS = 1000;

/**
 * The projects of this server: one config file each in `<data>/projects/`, one Knex pool each.
 * Files are the source of truth, so several server processes on one data directory agree.
 */
export class ProjectRegistry {
  private readonly entries = new Map<string, Entry>();
  readonly projectsDir: string;
  /** Keys of the projects this process is installing right now: one install of a key at a time. */
  readonly installing = new Set<string>();
  /** Installed on every project's state as it is loaded (`observeWrites`). */
  private readonly writeObservers = new Set<KeptWriteObserver>();

  constructor(
    readonly dataDir: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.projectsDir = path.join(dataDir, 'projects');
  }

  /** Tells `observer` of the committed writes of every project, loaded now or later. */
  observeWrites(observer: KeptWriteObserver): void {
    this.writeObservers.add(observer);
    for (const entry of this.entries.values()) entry.project.state.writeObservers.add(observer);
  }

  configPath(key: string): string {
    return path.join(this.projectsDir, `${key}.json`);
  }

  /** All installed projects, sorted by key. */
  async list(): Promise<{ key: string; private: boolean }[]> {
    return (await this.configs()).map(({ key, config }) => ({ key, private: config.private }));
  }

  /** The config of every installed project, sorted by key (read from the files, nothing opened). */
  async configs(): Promise<{ key: string; config: ProjectConfig }[]> {
    let files: string[];
    try {
      files = await fs.readdir(this.projectsDir);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw err;
    }
    const keys = files.filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5));
    const out: { key: string; config: ProjectConfig }[] = [];
    for (const key of keys.sort()) {
      const config = await this.readConfig(key);
      if (config) out.push({ key, config });
    }
    return out;
  }

  async exists(key: string): Promise<boolean> {
    return (await this.readConfig(key)) !== null;
  }

  /** The project with this key, or null; its system schema is brought up to date on first load. */
  async get(key: string): Promise<Project | null> {
    const now = Date.now();
    const cached = this.entries.get(key);
    if (cached && now - cached.checkedAt < RECHECK_MS) {
      await cached.ready;
      return cached.project;
    }
    const stat = await fs.stat(this.configPath(key)).catch(() => null);
    if (!stat) {
      if (cached) await this.evict(key);
      return null;
    }
    if (cached && cached.mtimeMs === stat.mtimeMs) {
      cached.checkedAt = now;
      await cached.ready;
      return cached.project;
    }
    const config = await this.readConfig(key);
    if (!config) return null;
    if (cached) await this.evict(key);
    const project: Project = {
      key,
      config,
      knex: createKnex(config.database, this.dataDir),
      state: new ProjectState(this.writeObservers),
    };
    const entry: Entry = { project, mtimeMs: stat.mtimeMs, checkedAt: now, ready: this.upgrade(project) };
    entry.ready.then(
      () => (entry.isReady = true),
      () => undefined,
    );
    this.entries.set(key, entry);
    try {
      await entry.ready;
    } catch (err) {
      this.entries.delete(key);
      await project.knex.destroy();
      throw err;
    }
    return project;
  }

  /**
   * Directus 8 databases missing upgrade migrations are upgraded on load, as v8 does on each
   * request; so are databases that lack a system table a later Atrium added (directus_versions).
   */
  private async upgrade(project: Project): Promise<void> {
    const missing = await missingMigrations(project.knex);
    if (
      missing.length === 0 &&
      (await existingSystemTables(project.knex)).length === SYSTEM_TABLE_NAMES.length
    )
      return;
    this.log.warn({ project: project.key, missing: missing.length }, 'upgrading the system schema');
    await upgradeSystemSchema(project.knex);
  }

  private async readConfig(key: string): Promise<ProjectConfig | null> {
    let text: string;
    try {
      text = await fs.readFile(this.configPath(key), 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
    const parsed = ProjectConfigSchema.safeParse(JSON.parse(text));
    if (!parsed.success) {
      this.log.error(
        { project: key, issues: parsed.error.issues },
        'invalid project config file; project ignored',
      );
      return null;
    }
    return parsed.data;
  }

  /** Writes a project config atomically (temp file + rename), readable by the owner only. */
  async writeConfig(key: string, config: ProjectConfigInput): Promise<ProjectConfig> {
    const parsed = ProjectConfigSchema.parse(config);
    await fs.mkdir(this.projectsDir, { recursive: true });
    const tmp = `${this.configPath(key)}.${process.pid}.tmp`;
    await fs.writeFile(tmp, JSON.stringify(parsed, null, 2) + '\n', { mode: 0o600 });
    await fs.rename(tmp, this.configPath(key));
    return parsed;
  }

  async removeConfig(key: string): Promise<void> {
    await this.evict(key);
    await fs.rm(this.configPath(key), { force: true });
  }

  private async evict(key: string): Promise<void> {
    const entry = this.entries.get(key);
    this.entries.delete(key);
    if (entry) await entry.project.knex.destroy();
  }

  /**
   * What `get` would answer without waiting: the loaded, ready project whose config file was
   * checked less than RECHECK_MS ago; otherwise null (then `get` decides). For per-request hooks.
   */
  fresh(key: string): Project | null {
    const entry = this.entries.get(key);
    return entry?.isReady && Date.now() - entry.checkedAt < RECHECK_MS ? entry.project : null;
  }

  /** The project with this key if this process has it loaded (never loads it). */
  loaded(key: string): Project | null {
    return this.entries.get(key)?.project ?? null;
  }

  /** The projects this process has loaded (and holds pools for). */
  loadedProjects(): Project[] {
    return [...this.entries.values()].map((e) => e.project);
  }

  async close(): Promise<void> {
    const keys = [...this.entries.keys()];
    await Promise.all(keys.map((k) => this.evict(k)));
  }
}
