import net from 'node:net';

export interface RawResponse {
  status: number;
  headers: string;
  body: string;
}

/**
 * One HTTP/1.1 request written byte for byte, for request targets `fetch` will not send (a
 * `#fragment`, the absolute form) and bodies that contradict their headers.
 */
export function rawRequest(
  baseUrl: string,
  method: string,
  target: string,
  headers: Record<string, string>,
  body = '',
): Promise<RawResponse> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: url.hostname, port: Number(url.port) });
    const all: Record<string, string> = { Host: url.host, Connection: 'close', ...headers };
    const lines = [`${method} ${target} HTTP/1.1`];
    for (const [k, v] of Object.entries(all)) lines.push(`${k}: ${v}`);
    lines.push(`Content-Length: ${Buffer.byteLength(body)}`);
    socket.write(lines.join('\r\n') + '\r\n\r\n' + body);
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
      resolve({ status, headers: head, body: rest.join('\r\n\r\n') });
    });
  });
}

/** The JSON of a raw response whose body may be chunked. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function rawJson(res: RawResponse): any {
  const body = /transfer-encoding: chunked/i.test(res.headers)
    ? res.body
        .split('\r\n')
        .filter((_, i) => i % 2 === 1)
        .join('')
    : res.body;
  return body ? JSON.parse(body) : null;
}
