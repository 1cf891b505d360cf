import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPrivateAddress, normaliseAddress } from '../../src/net/addresses';
import { OutboundError, readAll, safeFetch } from '../../src/net/safe-fetch';

/** A loopback server answering by path; records the paths it was asked for. */
function loopbackServer(route: (path: string, res: http.ServerResponse) => void) {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    route(req.url ?? '', res);
  });
  return {
    hits,
    async start() {
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      return (server.address() as AddressInfo).port;
    },
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((r) => server.close(() => r()));
    },
  };
}

async function refusal(p: Promise<unknown>): Promise<OutboundError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(OutboundError);
  return err as OutboundError;
}

describe('address classification', () => {
  it('refuses loopback, private, link-local, reserved and mapped forms of them', () => {
    for (const a of [
      '127.0.0.1',
      '127.1.2.3',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '255.255.255.255',
      '224.0.0.1',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:10.0.0.1',
      '64:ff9b::127.0.0.1',
      '2002:7f00:1::',
      '[::ffff:127.0.0.1]',
      'not-an-ip',
    ]) {
      expect([a, isPrivateAddress(a)]).toEqual([a, true]);
    }
    for (const a of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8']) {
      expect([a, isPrivateAddress(a)]).toEqual([a, false]);
    }
    expect(normaliseAddress('[::ffff:127.0.0.1]')).toBe('127.0.0.1');
  });
});

describe('safeFetch', () => {
  let port = 0;
  let secretPort = 0;
  let allow: string[] = [];
  const redirect = (res: http.ServerResponse, location: string) => res.writeHead(302, { location }).end();
  const target = loopbackServer((path, res) => {
    switch (path) {
      case '/ok.txt':
        return res.writeHead(200, { 'content-type': 'text/plain' }).end('fine');
      case '/to-ok':
        return redirect(res, '/ok.txt');
      case '/to-secret':
        return redirect(res, `http://127.0.0.1:${secretPort}/secret`);
      case '/to-mapped':
        return redirect(res, `http://[::ffff:127.0.0.1]:${secretPort}/secret`);
      case '/to-file':
        return redirect(res, 'file:///etc/passwd');
      case '/loop':
        return redirect(res, '/loop');
      case '/big':
        return res.writeHead(200, { 'content-length': '65536' }).end(Buffer.alloc(65536));
      case '/chunked-big':
        res.writeHead(200);
        for (let i = 0; i < 16; i++) res.write(Buffer.alloc(4096));
        return res.end();
      case '/slow':
        res.writeHead(200);
        return res.write('a'); // and never ends
      default:
        return res.writeHead(404).end();
    }
  });
  const secret = loopbackServer((_path, res) => res.writeHead(200).end('internal data'));

  beforeAll(async () => {
    port = await target.start();
    secretPort = await secret.start();
    allow = [`127.0.0.1:${port}`];
  });
  afterAll(async () => {
    await target.close();
    await secret.close();
  });

  it('fetches from an explicitly allowed loopback destination and follows a same-host redirect', async () => {
    const res = await safeFetch(`http://127.0.0.1:${port}/to-ok`, { allowPrivate: allow });
    expect(res.status).toBe(200);
    expect(res.url).toBe(`http://127.0.0.1:${port}/ok.txt`);
    expect((await readAll(res.body)).toString()).toBe('fine');
  });

  it('refuses loopback, an IPv4-mapped IPv6 loopback and localhost when not allowed', async () => {
    for (const url of [
      `http://127.0.0.1:${secretPort}/secret`,
      `http://[::ffff:127.0.0.1]:${secretPort}/secret`,
      `http://[::1]:${secretPort}/secret`,
      `http://localhost:${secretPort}/secret`,
      `http://2130706433:${secretPort}/secret`,
      `http://0x7f.1:${secretPort}/secret`,
    ]) {
      expect((await refusal(safeFetch(url, { allowPrivate: allow }))).reason).toMatch(/address|dns/);
    }
    expect(secret.hits).toEqual([]);
  });

  it('re-checks every redirect hop: a redirect to a private address is refused', async () => {
    for (const path of ['/to-secret', '/to-mapped']) {
      const err = await refusal(safeFetch(`http://127.0.0.1:${port}${path}`, { allowPrivate: allow }));
      expect(err.reason).toBe('address');
    }
    expect(
      (await refusal(safeFetch(`http://127.0.0.1:${port}/to-file`, { allowPrivate: allow }))).reason,
    ).toBe('protocol');
    expect(secret.hits).toEqual([]);
  });

  it('stops redirect loops', async () => {
    const err = await refusal(
      safeFetch(`http://127.0.0.1:${port}/loop`, { allowPrivate: allow, maxRedirects: 3 }),
    );
    expect(err.reason).toBe('redirects');
  });

  it('refuses schemes other than http and https', async () => {
    for (const url of [
      'file:///etc/passwd',
      'ftp://example.com/x',
      'gopher://127.0.0.1:70/',
      'data:text/plain,hi',
    ]) {
      expect((await refusal(safeFetch(url))).reason).toBe('protocol');
    }
  });

  it('enforces the size limit from Content-Length and while streaming', async () => {
    expect(
      (await refusal(safeFetch(`http://127.0.0.1:${port}/big`, { allowPrivate: allow, maxBytes: 1000 })))
        .reason,
    ).toBe('size');
    const res = await safeFetch(`http://127.0.0.1:${port}/chunked-big`, {
      allowPrivate: allow,
      maxBytes: 10_000,
    });
    expect((await refusal(readAll(res.body))).reason).toBe('size');
  });

  it('enforces the time limit on the whole exchange', async () => {
    const res = await safeFetch(`http://127.0.0.1:${port}/slow`, { allowPrivate: allow, timeout: 300 });
    expect((await refusal(readAll(res.body))).reason).toBe('timeout');
  });

  it('resolves a host name once, refuses it if any address is private, and connects to the checked address', async () => {
    let lookups = 0;
    const mixed = async () => {
      lookups++;
      return [
        { address: '93.184.216.34', family: 4 },
        { address: '10.1.2.3', family: 4 },
      ];
    };
    expect((await refusal(safeFetch('http://rebind.example/x', { lookup: mixed }))).reason).toBe('address');
    expect(lookups).toBe(1);

    // A name whose (allowed) answer is pinned: the request reaches that address, with the Host
    // header of the URL, after exactly one lookup.
    let pinned = 0;
    const once = async () => {
      pinned++;
      return [{ address: '127.0.0.1', family: 4 }];
    };
    const res = await safeFetch(`http://media.example:${port}/ok.txt`, { lookup: once, allowPrivate: allow });
    expect((await readAll(res.body)).toString()).toBe('fine');
    expect(pinned).toBe(1);
  });
});

describe('safeFetch deadline', () => {
  it('covers a name resolution that never answers', async () => {
    const started = Date.now();
    const hanging = () => new Promise<{ address: string; family: number }[]>(() => undefined);
    const err = await refusal(safeFetch('http://slow-dns.example/', { lookup: hanging, timeout: 200 }));
    expect(err.reason).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
