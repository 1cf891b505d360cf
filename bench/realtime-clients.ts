import { WebSocket } from 'ws';

/**
 * The subscribers of `bench/realtime.ts`, in their own process (forked with an IPC channel) so that
 * receiving 1,000 sockets' events does not share an event loop with the writer nor count as the
 * server's latency. Told `{open: {url, token, count}}`, it opens the sockets (authenticate,
 * subscribe to `events`) and answers `{ready}`; every create event's arrival is stamped on the
 * machine's clock (`performance.timeOrigin + performance.now()`, comparable across processes).
 * `{status: total}` is answered with how many writes reached every socket, `{report: true}` with
 * the arrivals `[seq, sockets reached, last arrival]`.
 */

const arrivals = new Map<number, { count: number; last: number }>();
let subscribers = 0;
const TITLE = Buffer.from('"title":"w');

function arrived(data: Buffer): void {
  const at = performance.timeOrigin + performance.now();
  let i = data.indexOf(TITLE);
  if (i < 0) return;
  let seq = 0;
  for (i += TITLE.length; data[i]! >= 48 && data[i]! <= 57; i++) seq = seq * 10 + data[i]! - 48;
  const a = arrivals.get(seq);
  if (a) {
    a.count += 1;
    if (at > a.last) a.last = at;
  } else arrivals.set(seq, { count: 1, last: at });
}

function subscriber(url: string, token: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { perMessageDeflate: false, skipUTF8Validation: true });
    ws.once('error', reject);
    ws.once('open', () => ws.send(JSON.stringify({ type: 'auth', access_token: token })));
    const setup = (data: Buffer) => {
      const text = data.toString();
      if (text.includes('"type":"auth"')) {
        ws.send(
          JSON.stringify({ type: 'subscribe', collection: 'events', query: { fields: ['id', 'title'] } }),
        );
      } else if (text.includes('"event":"init"')) {
        ws.off('message', setup);
        ws.on('message', arrived);
        resolve(ws);
      }
    };
    ws.on('message', setup);
  });
}

const sockets: WebSocket[] = [];
process.on(
  'message',
  (m: { open?: { url: string; token: string; count: number }; status?: number; report?: boolean }) => {
    void (async () => {
      if (m.open) {
        subscribers = m.open.count;
        for (let i = 0; i < subscribers; i += 50) {
          const batch = Array.from({ length: Math.min(50, subscribers - i) }, () =>
            subscriber(m.open!.url, m.open!.token),
          );
          sockets.push(...(await Promise.all(batch)));
        }
        process.send!({ ready: sockets.length });
      } else if (m.status !== undefined) {
        let complete = 0;
        for (let seq = 0; seq < m.status; seq++)
          if ((arrivals.get(seq)?.count ?? 0) >= subscribers) complete++;
        process.send!({ complete });
      } else if (m.report) {
        process.send!({ arrivals: [...arrivals].map(([seq, a]) => [seq, a.count, a.last]) });
        for (const ws of sockets) ws.terminate();
        process.disconnect();
      }
    })();
  },
);
