import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  /** The message source with quoted-printable soft breaks and escapes undone. */
  text: string;
}

/** A real SMTP server on loopback that keeps every message it receives. */
export async function startSmtp() {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const text = raw
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
        messages.push({ to: session.envelope.rcptTo.map((r) => r.address), text });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    messages,
    /** Waits for the next message to `to` after `seen` messages. */
    async waitFor(to: string, seen = 0, timeoutMs = 10_000): Promise<ReceivedMail> {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const hit = messages.slice(seen).find((m) => m.to.includes(to));
        if (hit) return hit;
        if (Date.now() > until) throw new Error(`no mail to ${to}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function tokenIn(mail: ReceivedMail): string {
  const m = /token=([\w-]+\.[\w-]+\.[\w-]+)/.exec(mail.text);
  if (!m) throw new Error('no token in mail');
  return m[1]!;
}
