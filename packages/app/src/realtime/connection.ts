/**
 * The admin app's realtime socket (docs/realtime.md): one per project, opened on first use,
 * authenticated by the session cookie, re-opened with exponential backoff (1 s doubling to 30 s,
 * with jitter) after a server restart or a network loss, subscriptions sent again on every open.
 * Where sockets never open (a proxy that blocks WebSockets) the status becomes `unavailable` and
 * the screens fall back to polling.
 */
import { create } from 'zustand';
import { api } from '../api/client';

export type RealtimeStatus = 'connecting' | 'online' | 'offline' | 'unavailable';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type RealtimeMessage = { type: string; event?: string; data?: any; uid?: string | number };

export interface SubscribeOptions {
  collection: string;
  query?: Record<string, unknown>;
  item?: string | number;
  event?: 'create' | 'update' | 'delete';
}

type Handler = (message: RealtimeMessage) => void;

/** The status of each project's socket, for the quiet offline indicator and the polling fallback. */
export const useRealtimeStatus = create<{ status: Record<string, RealtimeStatus> }>(() => ({ status: {} }));

function setStatus(project: string, status: RealtimeStatus): void {
  useRealtimeStatus.setState((s) => ({ status: { ...s.status, [project]: status } }));
}

/** Failed opens in a row (never open) before a project's sockets count as unavailable. */
const UNAVAILABLE_AFTER = 3;
const MAX_BACKOFF_MS = 30_000;

export function backoffMs(attempt: number, random = Math.random()): number {
  const base = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.max(0, attempt - 1));
  return Math.round(base * (0.75 + random * 0.5));
}

export function socketUrl(apiRoot: string, project: string): string {
  return `${apiRoot.replace(/^http/, 'ws')}${encodeURIComponent(project)}/websocket`;
}

let seq = 0;

export class RealtimeConnection {
  private ws: WebSocket | null = null;
  private readonly subs = new Map<string, { options: SubscribeOptions; handler: Handler }>();
  private readonly listeners = new Set<Handler>();
  private attempt = 0;
  private everOpened = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;
  private authed = false;

  constructor(readonly project: string) {}

  /** Subscribes; returns the unsubscribe. The handler gets `init` and every event. */
  subscribe(options: SubscribeOptions, handler: Handler): () => void {
    const uid = `s${++seq}`;
    this.subs.set(uid, { options, handler });
    this.ensureOpen();
    if (this.authed) this.sendSubscribe(uid);
    return () => {
      this.subs.delete(uid);
      if (this.authed) this.send({ type: 'unsubscribe', uid });
    };
  }

  /** Every message of the socket (presence). */
  listen(handler: Handler): () => void {
    this.listeners.add(handler);
    this.ensureOpen();
    return () => this.listeners.delete(handler);
  }

  send(message: Record<string, unknown>): void {
    if (this.ws?.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(message));
  }

  private sendSubscribe(uid: string): void {
    const sub = this.subs.get(uid);
    if (sub) this.send({ type: 'subscribe', uid, ...sub.options });
  }

  private ensureOpen(): void {
    if (this.ws || this.timer || this.stopped || typeof WebSocket === 'undefined') return;
    setStatus(this.project, this.everOpened ? 'offline' : 'connecting');
    let ws: WebSocket;
    try {
      ws = new WebSocket(socketUrl(api.apiRoot, this.project));
    } catch {
      this.retry();
      return;
    }
    this.ws = ws;
    ws.onopen = () => ws.send(JSON.stringify({ type: 'auth' }));
    ws.onmessage = (e) => {
      let m: RealtimeMessage;
      try {
        m = JSON.parse(String(e.data)) as RealtimeMessage;
      } catch {
        return;
      }
      if (m.type === 'ping') return this.send({ type: 'pong' });
      if (m.type === 'auth') {
        if ((m as { status?: string }).status !== 'ok') return;
        this.authed = true;
        this.everOpened = true;
        this.attempt = 0;
        setStatus(this.project, 'online');
        for (const uid of this.subs.keys()) this.sendSubscribe(uid);
        for (const l of this.listeners) l(m);
        return;
      }
      if (m.type === 'subscription' && typeof m.uid === 'string') this.subs.get(m.uid)?.handler(m);
      for (const l of this.listeners) l(m);
    };
    ws.onclose = () => {
      this.ws = null;
      this.authed = false;
      this.retry();
    };
  }

  private retry(): void {
    if (this.stopped) return;
    this.attempt += 1;
    setStatus(
      this.project,
      !this.everOpened && this.attempt >= UNAVAILABLE_AFTER ? 'unavailable' : 'offline',
    );
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.subs.size || this.listeners.size) this.ensureOpen();
    }, backoffMs(this.attempt));
  }

  close(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.ws?.close();
  }
}

const connections = new Map<string, RealtimeConnection>();

/** The project's socket (one per project for the app's lifetime). */
export function realtimeFor(project: string): RealtimeConnection {
  let c = connections.get(project);
  if (!c) connections.set(project, (c = new RealtimeConnection(project)));
  return c;
}
