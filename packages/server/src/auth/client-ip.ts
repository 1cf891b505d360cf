import net from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { Project } from '../projects/registry';

/**
 * Strips the IPv4-mapped IPv6 prefix so `::ffff:10.0.0.1` and `10.0.0.1` compare equal. A missing
 * address (the socket of a client that half-closed it is gone before it was asked) is ''.
 */
export function normaliseIp(ip: string | undefined | null): string {
  if (typeof ip !== 'string') return '';
  const trimmed = ip.trim();
  return trimmed.toLowerCase().startsWith('::ffff:') && net.isIPv4(trimmed.slice(7))
    ? trimmed.slice(7)
    : trimmed;
}

/**
 * The client address (api.md §7.12): `X-Forwarded-For` is honoured only when the connection comes
 * from a proxy listed in the `trusted_proxies` setting (CSV); then the right-most address that is
 * not itself a trusted proxy is the client.
 */
export function clientIpFrom(
  socketIp: string | undefined,
  forwardedFor: string | undefined,
  trusted: string[],
): string {
  const direct = normaliseIp(socketIp);
  const isTrusted = trustTest(trusted);
  if (!forwardedFor || trusted.length === 0 || !isTrusted(direct)) return direct;
  const hops = forwardedFor
    .split(',')
    .map((h) => normaliseIp(h))
    .filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) {
    if (!isTrusted(hops[i]!)) return hops[i]!;
  }
  return hops[0] ?? direct;
}

/** Entries are addresses or CIDR ranges (`10.0.0.0/8`, `fd00::/8`). */
function trustTest(trusted: string[]): (ip: string) => boolean {
  const ranges = new net.BlockList();
  const exact = new Set<string>();
  for (const entry of trusted) {
    const [address, bits] = entry.split('/');
    const family = net.isIPv6(address ?? '') ? 'ipv6' : 'ipv4';
    if (bits !== undefined && net.isIP(address ?? '') && /^\d+$/.test(bits)) {
      ranges.addSubnet(address!, Number(bits), family);
    } else {
      exact.add(entry);
    }
  }
  return (ip) => {
    if (exact.has(ip)) return true;
    const family = net.isIPv6(ip) ? 'ipv6' : net.isIPv4(ip) ? 'ipv4' : null;
    return family !== null && ranges.check(ip, family);
  };
}

const CACHE_MS = 5000;

/** The `trusted_proxies` setting, kept on the project for a few seconds (`state.trustedProxies`). */
async function trustedProxies(project: Project): Promise<string[]> {
  const hit = project.state.trustedProxies;
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.list;
  const row = await project.knex('directus_settings').where({ key: 'trusted_proxies' }).first('value');
  const list = String(row?.value ?? '')
    .split(',')
    .map((s) => normaliseIp(s))
    .filter(Boolean);
  project.state.trustedProxies = { at: Date.now(), list };
  return list;
}

/** Client IP of a request of a project; the settings are only read when a proxy header is present. */
export async function resolveClientIp(
  request: FastifyRequest,
  project: Project | null | undefined,
): Promise<string> {
  const header = request.headers['x-forwarded-for'];
  const forwarded = Array.isArray(header) ? header.join(',') : header;
  if (!forwarded || !project) return normaliseIp(request.socket.remoteAddress ?? request.ip);
  const trusted = await trustedProxies(project).catch(() => []);
  return clientIpFrom(request.socket.remoteAddress ?? request.ip, forwarded, trusted);
}
