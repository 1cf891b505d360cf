import crypto from 'node:crypto';
import type { Duplex } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { InvalidationBus } from '../../cache/topics';
import type { Project, ProjectRegistry } from '../../projects/registry';
import type { Credentials } from '../auth/identity';
import type { ServiceContext } from '../items/context';
import type { WriteEvent } from '../items/write-event';
import { SYSTEM_COLLECTION } from '../../schema/system-collections';
import { ActivityFollower, mayMatch } from './activity-follower';
import { realtimeObserver } from './announce';
import { changesOf, type RealtimeChange } from './change';
import { CLOSE_POLICY, CLOSE_TOO_BIG, RealtimeClient } from './client';
import { fanOut, type Target } from './fan-out';
import { limitsFor, type RealtimeLimits } from './limits';
import { handleMessage } from './handlers';
import { announcePresence, hearPresence, PRESENCE_REFRESH_MS, republishPresence } from './presence';
import type { PresenceSnapshot, RealtimeRelay } from './relay';
import { authenticateSocket } from './socket-auth';

/** Changes sent as one batch at most (a burst goes out in batches of this size, in order). */
const MAX_BATCH = 32;

/**
 * This process's realtime: the open sockets by project, the per-user and per-process connection
 * counts, the heartbeat, and the delivery of committed changes — this process's own (a write
 * observer) and the other processes' (the relay) — in commit order per project.
 */
export class RealtimeHub {
  private readonly byProject = new Map<string, Set<RealtimeClient>>();
  private readonly perUser = new Map<string, number>();
  /** Sockets not yet authenticated, per client address: bounded like a user's. */
  private readonly pendingByIp = new Map<string, number>();
  private count = 0;
  /** Per project, the delivery under way: batches go out one after another. */
  private readonly queues = new Map<string, Promise<void>>();
  /** Per project, the changes waiting for the next batch while one is under way. */
  private readonly backlogs = new Map<string, RealtimeChange[]>();
  /** Per project, the re-authentication of its sockets after a change of users, roles or permissions. */
  private readonly revalidations = new Map<string, Promise<void>>();
  private readonly heartbeat: NodeJS.Timeout | null;
  /** The activity rows item writes leave, told to subscribers of the activity log. */
  private readonly activity = new ActivityFollower();
  private readonly presenceTimer: NodeJS.Timeout;
  /** This process, as other processes' presence lists know it. */
  readonly process = crypto.randomUUID();
  /** Other processes' presence, by `project \0 collection \0 item`, then by process. */
  readonly remotePresence = new Map<string, Map<string, { users: PresenceSnapshot['users']; at: number }>>();

  constructor(
    private readonly registry: ProjectRegistry,
    bus: InvalidationBus,
    private readonly relay: RealtimeRelay,
    readonly limits: RealtimeLimits,
    private readonly log: FastifyBaseLogger,
  ) {
    bus.subscribe((projectKey, topic) => {
      if (topic === 'identity' || topic === 'permissions' || topic === 'schema') this.revalidate(projectKey);
    });
    relay.subscribe((projectKey, message) => {
      if ('changes' in message) this.deliver(projectKey, message.changes);
      else hearPresence(this, projectKey, message.presence);
    });
    relay.listening(() => this.byProject.keys());
    this.heartbeat =
      limits.heartbeatMs > 0 ? setInterval(() => this.beat(), limits.heartbeatMs).unref() : null;
    this.presenceTimer = setInterval(
      () => republishPresence(this, this.byProject.keys()),
      PRESENCE_REFRESH_MS,
    ).unref();
  }

  /** The write observer (`ProjectRegistry.observeWrites`): committed writes go to subscribers everywhere. */
  readonly observer = realtimeObserver((ctx: ServiceContext, events: WriteEvent[]): void => {
    const changes = changesOf(ctx.schema, events, ctx.accountability.user, !ctx.activitySkip);
    if (changes.length === 0) return;
    this.relay.publish(ctx.project.key, { changes });
    if (this.byProject.has(ctx.project.key)) this.deliver(ctx.project.key, changes);
  });

  /** Open sockets on this process. */
  get connections(): number {
    return this.count;
  }

  /** Room for one more socket on this process? */
  hasRoom(): boolean {
    return this.count < this.limits.connectionsPerProcess;
  }

  /** Room for one more socket of a project that has not authenticated yet from this address? */
  hasRoomFor(project: Project, ip: string): boolean {
    return (this.pendingByIp.get(ip) ?? 0) < this.limitsOf(project).connectionsPerUser;
  }

  /** The bounds of a project's sockets: the server's, with its config file's `realtime` in their place. */
  limitsOf(project: Project): RealtimeLimits {
    return limitsFor(project.config, this.limits);
  }

  /** The socket authenticated (or went): it no longer counts as pending for its address. */
  settlePending(client: RealtimeClient): void {
    if (!client.pending) return;
    client.pending = false;
    const n = (this.pendingByIp.get(client.address.ip) ?? 1) - 1;
    if (n <= 0) this.pendingByIp.delete(client.address.ip);
    else this.pendingByIp.set(client.address.ip, n);
  }

  accept(
    project: Project,
    socket: WebSocket,
    address: { ip: string; userAgent?: string },
    cookie: { credentials: Credentials | null; refused: boolean },
    stream: Duplex | null = null,
  ): RealtimeClient {
    const client = new RealtimeClient(
      socket,
      project,
      this.limitsOf(project),
      address,
      cookie.credentials,
      cookie.refused,
      stream,
    );
    let clients = this.byProject.get(project.key);
    if (!clients) this.byProject.set(project.key, (clients = new Set()));
    clients.add(client);
    this.count += 1;
    client.pending = true;
    this.pendingByIp.set(address.ip, (this.pendingByIp.get(address.ip) ?? 0) + 1);
    client.startAuthTimer(() => {
      client.error('auth', 'AUTH_TIMEOUT', 'No authentication in time');
      client.close(CLOSE_POLICY, 'auth timeout');
    });
    socket.on('message', (data, isBinary) => {
      client.awaitingPong = false;
      if (isBinary) {
        client.error('unknown', 'INVALID_PAYLOAD', 'Messages are JSON text');
        return;
      }
      const bytes = Array.isArray(data)
        ? Buffer.concat(data)
        : Buffer.isBuffer(data)
          ? data
          : Buffer.from(data);
      // The server's bound is ws's own; a project's lower one is checked here, with the same close.
      if (bytes.length > client.limits.maxMessageBytes) {
        client.close(CLOSE_TOO_BIG, 'message too big');
        return;
      }
      const text = bytes.toString('utf8');
      handleMessage(this, client, text).catch((err: unknown) => {
        this.log.error({ err }, 'realtime message failed');
        client.error('unknown', 0, 'Internal error');
      });
    });
    socket.on('close', () => this.detach(client));
    socket.on('error', () => this.detach(client));
    return client;
  }

  /** The open sockets of a project on this process. */
  clientsOf(projectKey: string): Iterable<RealtimeClient> {
    return this.byProject.get(projectKey) ?? [];
  }

  private detach(client: RealtimeClient): void {
    const had = client.presence;
    client.presence = null;
    if (had) announcePresence(this, client.project.key, had.collection, had.item);
    if (!client.closed) client.dispose();
    this.settlePending(client);
    const clients = this.byProject.get(client.project.key);
    if (!clients?.delete(client)) return;
    this.count -= 1;
    if (clients.size === 0) this.byProject.delete(client.project.key);
    this.release(client);
  }

  /** Counts the socket towards its user's limit; false (and nothing counted) when it is reached. */
  claimUser(client: RealtimeClient, userKey: string): boolean {
    const n = this.perUser.get(userKey) ?? 0;
    if (n >= client.limits.connectionsPerUser) return false;
    this.perUser.set(userKey, n + 1);
    return true;
  }

  /** The socket stops counting towards the user it was authenticated as. */
  release(client: RealtimeClient): void {
    const key = client.countedAs;
    if (!key) return;
    client.countedAs = null;
    const n = (this.perUser.get(key) ?? 1) - 1;
    if (n <= 0) this.perUser.delete(key);
    else this.perUser.set(key, n);
  }

  /** The socket's user is gone (expired, suspended): no events, no presence, until it authenticates again. */
  signOut(client: RealtimeClient, code: 'AUTH_FAILED' | 'TOKEN_EXPIRED', message: string): void {
    this.release(client);
    const had = client.presence;
    client.presence = null;
    if (had) announcePresence(this, client.project.key, had.collection, had.item);
    client.clearIdentity();
    client.error('auth', code, message);
  }

  /** The server's ping; a socket that did not answer the previous one is cut off. */
  private beat(): void {
    for (const clients of this.byProject.values())
      for (const c of clients) {
        if (c.awaitingPong) {
          c.socket.terminate();
          this.detach(c);
          continue;
        }
        c.awaitingPong = true;
        c.send({ type: 'ping' });
      }
  }

  /** Sockets of a project resolve their credentials again: role changes and suspensions apply at once. */
  private revalidate(projectKey: string): void {
    const clients = this.byProject.get(projectKey);
    if (!clients) return;
    const previous = this.revalidations.get(projectKey) ?? Promise.resolve();
    const run = previous.then(async () => {
      for (const c of clients) {
        const identity = c.identity;
        if (!identity?.credentials) continue;
        const outcome = await authenticateSocket(c.project, identity.credentials, c.address).catch(
          () => null,
        );
        if (c.identity !== identity) continue; // authenticated again meanwhile
        if (outcome?.ok) {
          c.identity = { ...outcome.identity, expiresAt: identity.expiresAt };
        } else {
          this.signOut(c, 'AUTH_FAILED', 'The credentials no longer authenticate an active user');
        }
      }
    });
    const settled = run.catch((err: unknown) => this.log.warn({ err }, 'realtime revalidation failed'));
    this.revalidations.set(projectKey, settled);
    void settled.then(() => {
      if (this.revalidations.get(projectKey) === settled) this.revalidations.delete(projectKey);
    });
  }

  /**
   * Delivers changes of a project in commit order, after any re-authentication under way. Changes
   * that arrive while a batch is being sent — or within the same event-loop turn — wait in the
   * project's backlog and go out together as the next batch (at most MAX_BATCH changes): one read
   * per group and one write per socket for all of them, so a burst costs less per change, not more.
   */
  deliver(projectKey: string, changes: RealtimeChange[]): void {
    if (!this.byProject.has(projectKey)) return;
    const backlog = this.backlogs.get(projectKey);
    if (backlog) {
      backlog.push(...changes);
      return;
    }
    this.backlogs.set(projectKey, [...changes]);
    const run = (async () => {
      try {
        await new Promise((resolve) => setImmediate(resolve));
        for (;;) {
          const waiting = this.backlogs.get(projectKey)!;
          if (waiting.length === 0) return;
          const batch = waiting.splice(0, MAX_BATCH);
          await this.revalidations.get(projectKey);
          const project = await this.registry.get(projectKey);
          if (!project) return;
          if (this.listensTo(projectKey, SYSTEM_COLLECTION.activity)) {
            const written = await this.activity.changesFor(project, batch);
            if (written) batch.push(written);
          }
          const targets = this.targetsOf(projectKey, batch);
          if (targets.length) await fanOut(project, batch, targets);
        }
      } finally {
        this.backlogs.delete(projectKey);
      }
    })();
    const settled = run.catch((err: unknown) => this.log.warn({ err }, 'realtime delivery failed'));
    this.queues.set(projectKey, settled);
    void settled.then(() => {
      if (this.queues.get(projectKey) === settled) this.queues.delete(projectKey);
    });
  }

  /** Whether a socket of the project on this process subscribes to `collection`. */
  private listensTo(projectKey: string, collection: string): boolean {
    for (const client of this.byProject.get(projectKey) ?? [])
      for (const sub of client.subscriptions.values()) if (sub.collection === collection) return true;
    return false;
  }

  /** The subscriptions of a project's open, authenticated sockets that may hear of a batch. */
  private targetsOf(projectKey: string, batch: RealtimeChange[]): Target[] {
    const collections = new Set(batch.map((c) => c.collection));
    const wanted = new Set(batch.map((c) => `${c.collection}\u0000${c.action}`));
    const targets: Target[] = [];
    // Changes whose rows are partly known: a subscription asking for other values skips them.
    const known = new Map<string, Record<string, unknown>[] | null>();
    for (const c of batch) {
      const had = known.get(c.collection);
      if (had === null) continue;
      known.set(c.collection, c.facts ? [...(had ?? []), ...c.facts] : null);
    }
    for (const client of this.byProject.get(projectKey) ?? []) {
      // A socket closing (its close frame sent or received) hears nothing more.
      if (!client.identity || client.closed || client.socket.readyState !== client.socket.OPEN) continue;
      for (const sub of client.subscriptions.values()) {
        if (sub.event ? !wanted.has(`${sub.collection}\u0000${sub.event}`) : !collections.has(sub.collection))
          continue;
        const facts = known.get(sub.collection);
        if (facts && !mayMatch(sub.query.filter, facts)) continue;
        targets.push({ client, sub });
      }
    }
    return targets;
  }

  /** Resolves once every delivery queued so far has gone out (tests, shutdown). */
  async settled(): Promise<void> {
    await Promise.all([...this.queues.values()]);
  }

  /** Sends this process's presence on an item to the other processes. */
  publishPresence(projectKey: string, snapshot: PresenceSnapshot): void {
    this.relay.publish(projectKey, { presence: snapshot });
  }

  async close(): Promise<void> {
    if (this.heartbeat) clearInterval(this.heartbeat);
    clearInterval(this.presenceTimer);
    for (const clients of this.byProject.values())
      for (const c of clients) c.close(1001, 'server shutting down');
    await this.relay.close();
  }
}
