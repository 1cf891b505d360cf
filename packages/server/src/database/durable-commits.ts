import fs from 'node:fs';
import path from 'node:path';

/**
 * Group commit for SQLite in WAL mode. With `synchronous=FULL` SQLite flushes the write-ahead log
 * to disk inside every COMMIT, on the event loop: while the disk syncs, the server does nothing
 * else, and every write pays a sync of its own. Instead the connection runs `synchronous=NORMAL`
 * (a commit writes its frames to the log without syncing it) and the log is synced here, off the
 * event loop (libuv's thread pool), before any answer leaves the server: the writes of every
 * request that committed while a sync was under way share the next one.
 *
 * What a client is told has been written is on disk, as with FULL: the server awaits
 * `flushCommits()` before sending any response (http/plugins/durable-answers.ts), so an answer that reports or shows
 * a write never leaves before the write is durable, and webhook deliveries wait for it too. A
 * power cut between a commit and its sync loses only writes nobody has been told of (the
 * database stays consistent either way: that is what WAL mode guarantees under NORMAL).
 */

interface TrackedStatement {
  readonly: boolean;
  run(...args: unknown[]): unknown;
  all(...args: unknown[]): unknown;
  get(...args: unknown[]): unknown;
}
export interface TrackedConnection {
  readonly inTransaction: boolean;
  prepare(sql: string): TrackedStatement;
  exec(sql: string): unknown;
}

/** One tracker per database file: every connection to it in this process counts its commits. */
const live = new Map<string, Tracker>();

class Tracker {
  /** Commits made on the file's connections so far (counted when the log holds them). */
  committed = 0;
  /** Commits known to be on disk. */
  durable = 0;
  /** Knex instances using the file in this process. */
  users = 0;
  private syncing: Promise<void> | null = null;
  private logInode = -1;

  constructor(private readonly file: string) {}

  /** Wraps a connection so that its commits are counted. */
  attach(conn: TrackedConnection): void {
    const prepare = conn.prepare.bind(conn);
    const exec = conn.exec.bind(conn);
    let dirty = false;
    // A statement's changes reach the log when the transaction holding them commits: an
    // autocommitted statement at once, one inside BEGIN…COMMIT with the COMMIT.
    const after = (wrote: boolean) => {
      if (wrote) dirty = true;
      if (dirty && !conn.inTransaction) {
        dirty = false;
        this.committed++;
      }
    };
    conn.prepare = (sql: string) => {
      const stmt = prepare(sql);
      const wrote = !stmt.readonly;
      for (const method of ['run', 'all', 'get'] as const) {
        const call = stmt[method].bind(stmt);
        stmt[method] = (...args: unknown[]) => {
          try {
            return call(...args);
          } finally {
            after(wrote);
          }
        };
      }
      return stmt;
    };
    conn.exec = (sql: string) => {
      try {
        return exec(sql);
      } finally {
        after(true);
      }
    };
  }

  /** Resolves once every commit made before the call is on disk. */
  flush(): Promise<void> {
    const target = this.committed;
    return this.durable >= target ? Promise.resolve() : this.until(target);
  }

  private async until(target: number): Promise<void> {
    while (this.durable < target) {
      if (this.syncing) {
        await this.syncing;
        continue;
      }
      // The sync covers every commit made before it starts, including those after `target`.
      const covered = this.committed;
      this.syncing = this.sync().finally(() => (this.syncing = null));
      await this.syncing;
      if (covered > this.durable) this.durable = covered;
    }
  }

  private async sync(): Promise<void> {
    // Opened anew each time: the log file is replaced when the last connection to the database
    // closes and a new one opens, and an old descriptor would sync the removed file.
    const log = await fs.promises.open(`${this.file}-wal`, 'r').catch((err: NodeJS.ErrnoException) => {
      // No log file: nothing was ever written to it since the database was opened.
      if (err.code === 'ENOENT') return null;
      throw err;
    });
    if (!log) return;
    let inode: number;
    try {
      await log.sync();
      inode = (await log.stat()).ino;
    } finally {
      await log.close();
    }
    if (inode !== this.logInode) {
      // A new log file is only found after a power cut once its directory entry is on disk too.
      const dir = await fs.promises.open(path.dirname(this.file), 'r');
      try {
        await dir.sync();
      } finally {
        await dir.close();
      }
      this.logInode = inode;
    }
  }
}

/**
 * Counts the commits of a database file's connections (`attach` each as it opens); `release` once
 * the pool is destroyed.
 */
export function trackCommits(file: string): {
  attach(conn: TrackedConnection): void;
  flush(): Promise<void>;
  release(): void;
} {
  let tracker = live.get(file);
  if (!tracker) live.set(file, (tracker = new Tracker(file)));
  tracker.users++;
  const shared = tracker;
  let released = false;
  return {
    attach: (conn) => shared.attach(conn),
    flush: () => shared.flush(),
    release: () => {
      if (released) return;
      released = true;
      if (--shared.users === 0 && live.get(file) === shared) live.delete(file);
    },
  };
}

/** Whether a tracked database has commits not yet known to be on disk. */
export function commitsPending(): boolean {
  for (const tracker of live.values()) if (tracker.durable < tracker.committed) return true;
  return false;
}

/** Resolves once every commit made so far on any tracked database is on disk. */
export async function flushCommits(): Promise<void> {
  await Promise.all([...live.values()].map((tracker) => tracker.flush()));
}
