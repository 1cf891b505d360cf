import type { Duplex } from 'node:stream';
import type { WebSocket } from 'ws';
import type { Credentials } from '../auth/identity';
import type { Project } from '../../projects/registry';
import type { RealtimeLimits } from './limits';
import { errorMessage, type RealtimeQuery, type SocketErrorCode, type Uid } from './protocol';
import type { SocketIdentity } from './socket-auth';

/** One subscription of a socket (`subscribe`), matched against every committed write. */
export interface Subscription {
  uid: Uid;
  collection: string;
  query: RealtimeQuery;
  /** The query as canonical text: subscriptions with equal text share one computation per role. */
  queryText: string;
  event?: 'create' | 'update' | 'delete';
  item?: string | number;
  /** Collection, query text, event and item as one string: what a fan-out group shares besides its role. */
  shape: string;
}

/** Close codes: 1008 policy (auth timeout, slow consumer, limits), 1009 message too big, 1001 going away. */
export const CLOSE_POLICY = 1008;
export const CLOSE_TOO_BIG = 1009;

/**
 * One open socket: who it acts as, its subscriptions, its message budget. The hub decides what to
 * do with messages; this object owns the socket's own bounds: a queue above `maxBufferedBytes`
 * closes it (a slow consumer never grows the server's memory), more than `messagesPerSecond`
 * messages in a second are refused.
 */
export class RealtimeClient {
  identity: SocketIdentity | null = null;
  readonly subscriptions = new Map<string, Subscription>();
  /** The server pinged and heard nothing since. */
  awaitingPong = false;
  closed = false;
  /** The item this socket has open (`presence`), if any. */
  presence: { collection: string; item: string; editing: boolean } | null = null;
  /** Counted among its address's sockets that have not authenticated yet. */
  pending = false;
  /** The per-user connection count this socket holds (`RealtimeHub.claimUser`). */
  countedAs: string | null = null;
  private windowStart = 0;
  private windowCount = 0;
  private authTimer: NodeJS.Timeout | null = null;
  private expiryTimer: NodeJS.Timeout | null = null;

  constructor(
    readonly socket: WebSocket,
    readonly project: Project,
    readonly limits: RealtimeLimits,
    readonly address: { ip: string; userAgent?: string },
    /** The session cookie of the upgrade request, when its Origin is trusted. */
    readonly cookie: Credentials | null,
    /** The upgrade request carried a session cookie from an origin that is not trusted. */
    readonly cookieRefused: boolean,
    /**
     * The TCP socket under the WebSocket: corked, several frames leave in one system call; an
     * event framed once for many sockets is written to it directly (`sendShared`).
     */
    private readonly stream: Duplex | null = null,
  ) {}

  /** Holds this socket's frames until `uncork` (each `cork` needs its `uncork`). */
  cork(): void {
    this.stream?.cork();
  }

  uncork(): void {
    this.stream?.uncork();
  }

  startAuthTimer(onTimeout: () => void): void {
    if (this.limits.authTimeoutMs <= 0) return;
    this.authTimer = setTimeout(onTimeout, this.limits.authTimeoutMs);
    this.authTimer.unref();
  }

  /** Authenticated (again): the auth timer stops, the expiry timer follows the new credentials. */
  setIdentity(identity: SocketIdentity, onExpiry: () => void): void {
    this.identity = identity;
    if (this.authTimer) clearTimeout(this.authTimer);
    this.authTimer = null;
    if (this.expiryTimer) clearTimeout(this.expiryTimer);
    this.expiryTimer = null;
    if (identity.expiresAt !== null) {
      // setTimeout holds at most ~24.8 days; a longer token is checked again when that fires.
      const delay = Math.min(Math.max(identity.expiresAt - Date.now(), 0), 2 ** 31 - 1);
      this.expiryTimer = setTimeout(onExpiry, delay);
      this.expiryTimer.unref();
    }
  }

  /** Signed out (expired, suspended): no events until the client authenticates again. */
  clearIdentity(): void {
    this.identity = null;
    this.subscriptions.clear();
    if (this.expiryTimer) clearTimeout(this.expiryTimer);
    this.expiryTimer = null;
  }

  /** Counts one incoming message; false once the second's budget is spent. */
  takeMessage(now = Date.now()): boolean {
    if (now - this.windowStart >= 1000) {
      this.windowStart = now;
      this.windowCount = 0;
    }
    this.windowCount += 1;
    return this.windowCount <= this.limits.messagesPerSecond;
  }

  /** Sends a message: an object, or JSON already serialised (and encoded) once for many sockets. */
  send(message: Record<string, unknown> | string | Buffer): void {
    if (this.closed) return;
    if (this.socket.bufferedAmount > this.limits.maxBufferedBytes) {
      this.close(CLOSE_POLICY, 'slow consumer');
      return;
    }
    if (Buffer.isBuffer(message)) this.socket.send(message, { binary: false });
    else this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /**
   * Sends an event many sockets receive alike: `frame` is `payload` framed once for all of them
   * (frame.ts). ws writes each frame whole and at once (compression is off), so when nothing waits
   * in its own queue — all it holds is what the TCP socket holds — the frame goes straight to the
   * TCP socket, sparing the framing per socket; otherwise ws sends the payload.
   */
  sendShared(payload: Buffer, frame: Buffer): void {
    if (this.closed) return;
    const queued = this.socket.bufferedAmount;
    if (queued > this.limits.maxBufferedBytes) {
      this.close(CLOSE_POLICY, 'slow consumer');
      return;
    }
    const s = this.stream;
    if (s && queued === s.writableLength && this.socket.readyState === this.socket.OPEN) s.write(frame);
    else this.socket.send(payload, { binary: false });
  }

  error(type: string, code: SocketErrorCode | number, message: string, uid?: Uid): void {
    this.send(errorMessage(type, code, message, uid));
  }

  close(code: number, reason: string): void {
    if (this.closed) return;
    this.dispose();
    this.socket.close(code, reason);
    // A peer that never answers the closing handshake is cut off.
    setTimeout(() => this.socket.terminate(), 2000).unref();
  }

  /** The socket is gone: timers stop, subscriptions go. */
  dispose(): void {
    this.closed = true;
    if (this.authTimer) clearTimeout(this.authTimer);
    if (this.expiryTimer) clearTimeout(this.expiryTimer);
    this.subscriptions.clear();
  }
}

/** The key of a subscription in its socket's map (uids may be strings or numbers). */
export function subscriptionKey(uid: Uid): string {
  return uid === undefined ? '\u0000' : `${typeof uid}:${uid}`;
}
