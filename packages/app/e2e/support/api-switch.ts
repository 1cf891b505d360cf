/**
 * A switch in front of a test server (issue 31 item 8, the walk-through's "API stopped half-way"):
 * a TCP relay on a port of its own that the browser talks to. `off()` closes it and cuts every open
 * connection, so the browser's requests are refused as when the server has gone; `on()` listens on
 * the same port again. The server itself keeps running, so nothing is lost between the two.
 */
import net from 'node:net';

export interface ApiSwitch {
  /** `http://127.0.0.1:<relay port>`: use it instead of the server's URL. */
  url: string;
  off(): Promise<void>;
  on(): Promise<void>;
  close(): Promise<void>;
}

export async function apiSwitch(target: string): Promise<ApiSwitch> {
  const { hostname, port } = new URL(target);
  const sockets = new Set<net.Socket>();
  let relay: net.Server | null = null;
  let relayPort = 0;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const server = net.createServer((client) => {
        const upstream = net.connect(Number(port), hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => s.destroy());
        }
        client.pipe(upstream).pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      server.once('error', reject);
      server.listen(relayPort, '127.0.0.1', () => {
        relayPort = (server.address() as net.AddressInfo).port;
        relay = server;
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      const server = relay;
      relay = null;
      for (const s of sockets) s.destroy();
      if (!server) resolve();
      else server.close(() => resolve());
    });

  await listen();
  return {
    url: `http://127.0.0.1:${relayPort}`,
    off: stop,
    on: () => (relay ? Promise.resolve() : listen()),
    close: stop,
  };
}
