/**
 * The bounds of the realtime endpoint (docs/realtime.md). One object per server, read from the
 * environment (`ATRIUM_WS_*`, config.ts); a project's config file may set its own (`realtime`,
 * `limitsFor`), all but the per-process ones.
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

/** A project config's `realtime` object (project-config.ts). */
export interface ProjectRealtimeConfig {
  connections_per_user?: number;
  messages_per_second?: number;
  subscriptions_per_connection?: number;
  max_message_bytes?: number;
  max_buffered_bytes?: number;
  auth_timeout_ms?: number;
}

const merged = new WeakMap<object, { server: RealtimeLimits; limits: RealtimeLimits }>();

/**
 * The bounds of one project's sockets: the server's, with the values its config file sets in their
 * place. The socket count of the process and the heartbeat stay the server's, and a message can be
 * no larger than the server's `maxMessageBytes` (the WebSocket server stops larger ones itself).
 * Computed once per loaded config.
 */
export function limitsFor(
  config: { realtime?: ProjectRealtimeConfig },
  server: RealtimeLimits,
): RealtimeLimits {
  const own = config.realtime;
  if (!own || Object.keys(own).length === 0) return server;
  const kept = merged.get(own);
  if (kept && kept.server === server) return kept.limits;
  const limits: RealtimeLimits = {
    ...server,
    connectionsPerUser: own.connections_per_user ?? server.connectionsPerUser,
    messagesPerSecond: own.messages_per_second ?? server.messagesPerSecond,
    subscriptionsPerConnection: own.subscriptions_per_connection ?? server.subscriptionsPerConnection,
    maxMessageBytes: Math.min(own.max_message_bytes ?? server.maxMessageBytes, server.maxMessageBytes),
    maxBufferedBytes: own.max_buffered_bytes ?? server.maxBufferedBytes,
    authTimeoutMs: own.auth_timeout_ms ?? server.authTimeoutMs,
  };
  merged.set(own, { server, limits });
  return limits;
}
