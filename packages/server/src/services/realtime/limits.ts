/**
 * The bounds of the realtime endpoint (docs/realtime.md). One object per server, read from the
 * environment (`ATRIUM_WS_*`, config.ts); a project may lower them in its config file.
 */
export interface RealtimeLimits {
  /** Open sockets of one user (or of the public role from one address) on this process. */
  connectionsPerUser: number;
  /** Open sockets on this process, all projects. */
  connectionsPerProcess: number;
  /** Messages a client may send per second (a one-second window); the excess is refused. */
  messagesPerSecond: number;
  /** Subscriptions one socket may hold. */
  subscriptionsPerConnection: number;
  /** Largest message a client may send, in bytes; a larger one closes the socket (1009). */
  maxMessageBytes: number;
  /** Bytes queued on a socket beyond which it is a slow consumer and is closed (1008). */
  maxBufferedBytes: number;
  /** How long a socket may stay without a successful `auth` message (ms). */
  authTimeoutMs: number;
  /** Interval of the server's `ping`; a socket silent for two intervals is closed (ms, 0: none). */
  heartbeatMs: number;
}

export const DEFAULT_REALTIME_LIMITS: RealtimeLimits = {
  connectionsPerUser: 20,
  connectionsPerProcess: 10_000,
  messagesPerSecond: 50,
  subscriptionsPerConnection: 100,
  maxMessageBytes: 64 * 1024,
  maxBufferedBytes: 4 * 1024 * 1024,
  authTimeoutMs: 10_000,
  heartbeatMs: 30_000,
};
