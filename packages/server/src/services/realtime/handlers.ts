import { ApiError, errors } from '../../errors';
import { refreshJwt } from '../auth/refresh';
import { createServiceContext } from '../items/context';
import { CLOSE_POLICY, subscriptionKey, type RealtimeClient } from './client';
import type { RealtimeHub } from './hub';
import { runItemsAction } from './items-action';
import { presence } from './presence';
import { realtimeReader } from './readers';
import { parseMessage, withUid, type IncomingMessage, type SubscribeMessage } from './protocol';
import { authenticateSocket } from './socket-auth';

type Message<T extends IncomingMessage['type']> = Extract<IncomingMessage, { type: T }>;

/** One message of a client: budget, shape, authentication, then its handler. */
export async function handleMessage(hub: RealtimeHub, client: RealtimeClient, text: string): Promise<void> {
  if (client.closed) return;
  if (!client.takeMessage()) {
    client.error(
      'unknown',
      'REQUESTS_EXCEEDED',
      `At most ${client.limits.messagesPerSecond} messages a second`,
    );
    return;
  }
  const parsed = parseMessage(text);
  if (!parsed.ok) {
    client.error(parsed.type, 'INVALID_PAYLOAD', parsed.reason, parsed.uid);
    return;
  }
  const m = parsed.message;
  switch (m.type) {
    case 'ping':
      client.send(withUid({ type: 'pong' }, m.uid));
      return;
    case 'pong':
      return;
    case 'auth':
      return authenticate(hub, client, m);
  }
  if (!client.identity) {
    client.error(m.type, 'AUTH_FAILED', 'Authenticate first: {"type": "auth", "access_token": …}', m.uid);
    return;
  }
  switch (m.type) {
    case 'subscribe':
      return subscribe(hub, client, m);
    case 'unsubscribe':
      return unsubscribe(client, m);
    case 'items':
      return items(client, m);
    case 'presence':
      return presence(hub, client, m);
  }
}

async function authenticate(hub: RealtimeHub, client: RealtimeClient, m: Message<'auth'>): Promise<void> {
  let token = m.access_token ?? null;
  let refreshed: string | null = null;
  if (m.refresh_token) {
    try {
      refreshed = await refreshJwt(client.project, m.refresh_token, {
        ip: client.address.ip,
        userAgent: client.address.userAgent,
      });
      token = refreshed;
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      return failAuth(client, err.message, m.uid);
    }
  }
  if (!token && client.cookieRefused) {
    return failAuth(client, 'The session cookie is not accepted from this origin', m.uid);
  }
  const credentials = token ? { token, source: 'bearer' as const } : client.cookie;
  const outcome = await authenticateSocket(client.project, credentials, client.address);
  if (client.closed) return;
  if (!outcome.ok) return failAuth(client, outcome.reason, m.uid);
  const identity = outcome.identity;
  const a = identity.accountability;
  const userKey = a.public
    ? `${client.project.key}\u0000ip\u0000${client.address.ip}`
    : `${client.project.key}\u0000${a.user}`;
  if (client.countedAs !== userKey) {
    hub.release(client);
    if (!hub.claimUser(client, userKey)) {
      client.error(
        'auth',
        'LIMIT_EXCEEDED',
        `At most ${client.limits.connectionsPerUser} sockets per user`,
        m.uid,
      );
      client.close(CLOSE_POLICY, 'too many connections');
      return;
    }
    client.countedAs = userKey;
  }
  // Another user on the same socket: the previous user's subscriptions end.
  const previous = client.identity?.accountability;
  if (previous && (previous.user !== a.user || previous.public !== a.public)) client.subscriptions.clear();
  hub.settlePending(client);
  client.setIdentity(identity, () =>
    hub.signOut(client, 'TOKEN_EXPIRED', 'The token has expired: authenticate again'),
  );
  const reply: Record<string, unknown> = { type: 'auth', status: 'ok' };
  if (refreshed) {
    reply.access_token = refreshed;
    reply.refresh_token = refreshed;
  }
  client.send(withUid(reply, m.uid));
}

function failAuth(client: RealtimeClient, reason: string, uid: Message<'auth'>['uid']): void {
  client.error('auth', 'AUTH_FAILED', reason, uid);
  // A socket that never authenticated is closed; one that did keeps its identity until it expires.
  if (!client.identity) client.close(CLOSE_POLICY, 'authentication failed');
}

/** Canonical text of a query: equal queries share one computation per role. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

async function subscribe(hub: RealtimeHub, client: RealtimeClient, m: SubscribeMessage): Promise<void> {
  const key = subscriptionKey(m.uid);
  if (
    !client.subscriptions.has(key) &&
    client.subscriptions.size >= client.limits.subscriptionsPerConnection
  ) {
    client.error(
      'subscribe',
      'LIMIT_EXCEEDED',
      `At most ${client.limits.subscriptionsPerConnection} subscriptions per socket`,
      m.uid,
    );
    return;
  }
  const identity = client.identity!;
  const query = m.query ?? {};
  let data: unknown[];
  try {
    const ctx = await createServiceContext(client.project, identity.accountability);
    const { svc, restriction } = realtimeReader(m.collection, ctx);
    const extra = [...restriction];
    if (m.item !== undefined) {
      const k = svc.castKey(m.item);
      if (k === null) throw errors.invalidPayload('item: not a key of this collection');
      extra.push(svc.keyFilter([k]));
    }
    data = (await svc.readByQuery(query as Record<string, unknown>, extra)).data;
  } catch (err) {
    if (err instanceof ApiError) return client.error('subscribe', err.code, err.message, m.uid);
    throw err;
  }
  // Signed out or closed while the first read ran: no subscription.
  if (client.identity !== identity || client.closed) return;
  const queryText = canonical(query);
  client.subscriptions.set(key, {
    uid: m.uid,
    collection: m.collection,
    query,
    queryText,
    event: m.event,
    item: m.item,
    shape: [
      m.collection,
      queryText,
      m.event ?? '',
      m.item === undefined ? '' : `${typeof m.item}:${m.item}`,
    ].join('\u0000'),
  });
  client.send(withUid({ type: 'subscription', event: 'init', data }, m.uid));
}

function unsubscribe(client: RealtimeClient, m: Message<'unsubscribe'>): void {
  if (m.uid === undefined) client.subscriptions.clear();
  else client.subscriptions.delete(subscriptionKey(m.uid));
  client.send(withUid({ type: 'subscription', event: 'unsubscribe' }, m.uid));
}

async function items(client: RealtimeClient, m: Message<'items'>): Promise<void> {
  try {
    const data = await runItemsAction(client.project, client.identity!.accountability, m);
    client.send(withUid({ type: 'items', data }, m.uid));
  } catch (err) {
    if (err instanceof ApiError) return client.error('items', err.code, err.message, m.uid);
    throw err;
  }
}
