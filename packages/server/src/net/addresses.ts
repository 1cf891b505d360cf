import net from 'node:net';

/**
 * Address classification for outbound requests to user-supplied URLs: only globally routable
 * unicast addresses are acceptable destinations.
 */
const blocked = new net.BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8], // "this network", incl. 0.0.0.0
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata services
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, incl. broadcast
] as const) {
  blocked.addSubnet(prefix, bits, 'ipv4');
}
for (const [prefix, bits] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['::', 96], // IPv4-compatible (deprecated)
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['2001::', 32], // Teredo (tunnels to arbitrary IPv4)
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  blocked.addSubnet(prefix, bits, 'ipv6');
}

function expandIpv6(address: string): number[] | null {
  let text = address.toLowerCase();
  const zone = text.indexOf('%');
  if (zone >= 0) text = text.slice(0, zone);
  // A dotted IPv4 tail (::ffff:1.2.3.4) becomes two hextets.
  const dotted = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const v4 = dotted[2]!.split('.').map(Number);
    text = `${dotted[1]}${((v4[0]! << 8) | v4[1]!).toString(16)}:${((v4[2]! << 8) | v4[3]!).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const parse = (s: string) => (s === '' ? [] : s.split(':').map((h) => parseInt(h, 16)));
  const head = parse(halves[0]!);
  const tail = halves.length === 2 ? parse(halves[1]!) : [];
  const fill = 8 - head.length - tail.length;
  if (fill < 0 || (halves.length === 1 && fill !== 0)) return null;
  const out = [...head, ...new Array<number>(fill).fill(0), ...tail];
  return out.some((h) => Number.isNaN(h) || h < 0 || h > 0xffff) ? null : out;
}

const v4FromHextets = (a: number, b: number) => `${a >> 8}.${a & 0xff}.${b >> 8}.${b & 0xff}`;

/**
 * The address a connection would really reach: IPv4-mapped (`::ffff:a.b.c.d`), NAT64
 * (`64:ff9b::a.b.c.d`) and 6to4 (`2002:AABB:CCDD::`) IPv6 addresses are reduced to their IPv4
 * address, so `[::ffff:127.0.0.1]` is judged as 127.0.0.1. Brackets are removed.
 */
export function normaliseAddress(input: string): string {
  const address = input.replace(/^\[|\]$/g, '');
  if (net.isIPv4(address)) return address;
  if (!net.isIPv6(address)) return address;
  const h = expandIpv6(address);
  if (!h) return address.toLowerCase();
  if (h.slice(0, 5).every((x) => x === 0) && h[5] === 0xffff) return v4FromHextets(h[6]!, h[7]!);
  if (h[0] === 0x64 && h[1] === 0xff9b && h.slice(2, 6).every((x) => x === 0))
    return v4FromHextets(h[6]!, h[7]!);
  if (h[0] === 0x2002) return v4FromHextets(h[1]!, h[2]!);
  return h.map((x) => x.toString(16)).join(':');
}

/** True for loopback, private, link-local, multicast, reserved and other non-public addresses. */
export function isPrivateAddress(input: string): boolean {
  const address = normaliseAddress(input);
  const family = net.isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family === 6) return blocked.check(address, 'ipv6');
  return true; // not an address at all: refuse rather than guess
}

/**
 * Whether `address:port` is listed in an allow-list of `address` or `address:port` entries
 * (`[v6]:port` for IPv6). Entries are compared after normalisation.
 */
export function isAllowListed(allow: readonly string[], address: string, port: number): boolean {
  const target = normaliseAddress(address);
  return allow.some((entry) => {
    const m = /^\[([^\]]+)\](?::(\d+))?$/.exec(entry) ?? /^([^:]+)(?::(\d+))?$/.exec(entry);
    const [host, entryPort] = m ? [m[1]!, m[2]] : [entry, undefined];
    return normaliseAddress(host) === target && (entryPort === undefined || Number(entryPort) === port);
  });
}
