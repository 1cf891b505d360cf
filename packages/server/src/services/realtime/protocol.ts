import { z } from 'zod';

/**
 * The messages of the realtime endpoint, in Directus 11's shapes (docs/realtime.md): what a client
 * may send, and the envelopes the server answers with. Socket-level errors carry Directus's string
 * codes; an `items` action refused by the API carries the error catalogue's number and message.
 */

const Uid = z.union([z.string().max(200), z.number()]).optional();
const QueryShape = z
  .object({
    fields: z.union([z.string(), z.array(z.string())]).optional(),
    filter: z.record(z.string(), z.unknown()).optional(),
    sort: z.union([z.string(), z.array(z.string())]).optional(),
    limit: z.number().int().optional(),
    offset: z.number().int().optional(),
    page: z.number().int().optional(),
    status: z.union([z.string(), z.array(z.string())]).optional(),
    q: z.string().optional(),
  })
  .strict();
export type RealtimeQuery = z.infer<typeof QueryShape>;

const Auth = z.object({
  type: z.literal('auth'),
  uid: Uid,
  access_token: z.string().nullable().optional(),
  refresh_token: z.string().optional(),
});
const Subscribe = z.object({
  type: z.literal('subscribe'),
  uid: Uid,
  collection: z.string().min(1).max(64),
  query: QueryShape.optional(),
  event: z.enum(['create', 'update', 'delete']).optional(),
  item: z.union([z.string(), z.number()]).optional(),
});
const Unsubscribe = z.object({ type: z.literal('unsubscribe'), uid: Uid });
const Ping = z.object({ type: z.literal('ping'), uid: Uid });
const Pong = z.object({ type: z.literal('pong'), uid: Uid });
const Items = z.object({
  type: z.literal('items'),
  uid: Uid,
  action: z.enum(['create', 'read', 'update', 'delete']),
  collection: z.string().min(1).max(64),
  id: z.union([z.string(), z.number()]).optional(),
  ids: z
    .array(z.union([z.string(), z.number()]))
    .max(1000)
    .optional(),
  data: z.unknown().optional(),
  query: QueryShape.optional(),
});

/** Atrium's own: who has an item open (docs/realtime.md, Presence). No collection: left. */
const Presence = z.object({
  type: z.literal('presence'),
  uid: Uid,
  collection: z.string().min(1).max(64).optional(),
  item: z.union([z.string().max(200), z.number()]).optional(),
  editing: z.boolean().optional(),
});

const Incoming = z.discriminatedUnion('type', [Auth, Subscribe, Unsubscribe, Ping, Pong, Items, Presence]);
export type IncomingMessage = z.infer<typeof Incoming>;
export type SubscribeMessage = z.infer<typeof Subscribe>;
export type ItemsMessage = z.infer<typeof Items>;
export type PresenceMessage = z.infer<typeof Presence>;
export type Uid = string | number | undefined;

export type SocketErrorCode =
  | 'INVALID_PAYLOAD'
  | 'AUTH_FAILED'
  | 'AUTH_TIMEOUT'
  | 'TOKEN_EXPIRED'
  | 'FORBIDDEN'
  | 'REQUESTS_EXCEEDED'
  | 'LIMIT_EXCEEDED';

/** A message as sent, or why it is not one: `{type, uid}` of the bad message when readable. */
export function parseMessage(
  text: string,
): { ok: true; message: IncomingMessage } | { ok: false; type: string; uid: Uid; reason: string } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, type: 'unknown', uid: undefined, reason: 'The message is not JSON' };
  }
  const r = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const type = typeof r.type === 'string' ? r.type : 'unknown';
  const uid = typeof r.uid === 'string' || typeof r.uid === 'number' ? r.uid : undefined;
  const parsed = Incoming.safeParse(raw);
  if (parsed.success) return { ok: true, message: parsed.data };
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  return { ok: false, type, uid, reason: `${where}${issue?.message ?? 'invalid message'}` };
}

/** `{type, status: "error", error: {code, message}, uid?}` */
export function errorMessage(
  type: string,
  code: SocketErrorCode | number,
  message: string,
  uid?: Uid,
): Record<string, unknown> {
  const out: Record<string, unknown> = { type, status: 'error', error: { code, message } };
  if (uid !== undefined) out.uid = uid;
  return out;
}

export function withUid(body: Record<string, unknown>, uid: Uid): Record<string, unknown> {
  return uid === undefined ? body : { ...body, uid };
}
