import { WebSocket } from 'ws';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Msg = Record<string, any>;

/**
 * A realtime client for tests: a real socket, every message kept in order, and `next(pred)` to
 * wait for the first not yet taken message that matches (with a timeout that fails the test).
 */
export class TestSocket {
  readonly received: Msg[] = [];
  private taken = new Set<Msg>();
  private waiters: (() => void)[] = [];
  closeCode: number | null = null;
  readonly closed: Promise<number>;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.received.push(JSON.parse(data.toString()));
      for (const w of this.waiters.splice(0)) w();
    });
    this.closed = new Promise((resolve) =>
      ws.on('close', (code) => {
        this.closeCode = code;
        for (const w of this.waiters.splice(0)) w();
        resolve(code);
      }),
    );
  }

  static open(url: string, headers: Record<string, string> = {}): Promise<TestSocket> {
    const ws = new WebSocket(url, { headers });
    const s = new TestSocket(ws);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(s));
      ws.once('error', reject);
      ws.once('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
    });
  }

  /** Opens a socket and authenticates it with `token`; fails unless the server says ok. */
  static async signedIn(url: string, token: string): Promise<TestSocket> {
    const s = await TestSocket.open(url);
    const answer = await s.ask({ type: 'auth', access_token: token, uid: 'auth' });
    if (answer.type !== 'auth' || answer.status !== 'ok') {
      throw new Error(`authentication refused: ${JSON.stringify(answer)}`);
    }
    return s;
  }

  send(message: Msg | string): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The next message matching `pred` (default: any), taken so that it is not matched twice. */
  async next(pred: (m: Msg) => boolean = () => true, timeoutMs = 5000): Promise<Msg> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const hit = this.received.find((m) => !this.taken.has(m) && pred(m));
      if (hit) {
        this.taken.add(hit);
        return hit;
      }
      if (this.closeCode !== null) throw new Error(`socket closed (${this.closeCode}) while waiting`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching message; got ${JSON.stringify(this.received.slice(-5))}`);
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
    }
  }

  /** Messages of one subscription's events not yet taken. */
  pending(uid: string): Msg[] {
    return this.received.filter((m) => !this.taken.has(m) && m.uid === uid && m.type === 'subscription');
  }

  /** Sends and waits for the answer carrying the same uid. */
  async ask(message: Msg): Promise<Msg> {
    this.send(message);
    return this.next(
      (m) =>
        m.uid === message.uid &&
        (m.type !== 'subscription' ||
          m.event === 'init' ||
          m.event === 'unsubscribe' ||
          m.status === 'error'),
    );
  }

  close(): void {
    this.ws.close();
  }
}

export function socketUrl(serverUrl: string, project: string): string {
  return `${serverUrl.replace(/^http/, 'ws')}/${project}/websocket`;
}
