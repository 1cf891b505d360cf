import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { WebSocketServer } from 'ws';
import { resolveClientIp } from '../../auth/client-ip';
import { decryptSessionToken, sessionCookieName } from '../../auth/session-cookie';
import type { Project } from '../../projects/registry';
import { readCookie } from '../../services/auth/credentials';
import type { Credentials } from '../../services/auth/identity';
import type { RealtimeHub } from '../../services/realtime/hub';
import { originOf, trustedOrigins } from '../plugins/csrf';
import type { ServerContext } from '../context';

const PATH = /^\/([0-9a-z_-]+)\/websocket\/?$/i;

function refuse(socket: Duplex, status: number, reason: string): void {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/** What the upgrade request offers as a session cookie: usable only from a trusted Origin (csrf.ts). */
async function cookieOf(
  ctx: ServerContext,
  req: IncomingMessage,
  project: Project,
): Promise<{ credentials: Credentials | null; refused: boolean }> {
  const raw = readCookie({ headers: req.headers } as FastifyRequest, sessionCookieName(project.key));
  const token = raw ? decryptSessionToken(raw, project.config.auth.secret_key) : null;
  if (!token) return { credentials: null, refused: false };
  const scheme = (req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
  const apiOrigin = originOf(ctx.config.publicUrl ?? `${scheme}://${req.headers.host ?? ''}`) ?? '';
  const claimed = originOf(req.headers.origin);
  const trusted = claimed !== null && (await trustedOrigins(project, apiOrigin)).has(claimed);
  return trusted
    ? { credentials: { token, source: 'cookie' }, refused: false }
    : { credentials: null, refused: true };
}

/**
 * `/{project}/websocket` (docs/realtime.md): the upgrade is answered here, beside Fastify's routes
 * (Fastify has no upgrade of its own); the protocol lives in services/realtime. An unknown project
 * is refused with 401, maintenance with 503, a full process with 503, an address with too many
 * sockets that have not authenticated yet with 429.
 */
export function registerWebsocket(app: FastifyInstance, ctx: ServerContext, hub: RealtimeHub): void {
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: hub.limits.maxMessageBytes,
    perMessageDeflate: false,
  });
  const flag = path.join(ctx.registry.dataDir, 'maintenance');
  app.server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const match = PATH.exec((req.url ?? '').split('?')[0]!);
    if (!match) return refuse(socket, 404, 'Not Found');
    void (async () => {
      if (fs.existsSync(flag)) return refuse(socket, 503, 'Service Unavailable');
      if (!hub.hasRoom()) return refuse(socket, 503, 'Service Unavailable');
      const project = await ctx.registry.get(match[1]!).catch(() => null);
      if (!project) return refuse(socket, 401, 'Unauthorized');
      const ip = await resolveClientIp(
        {
          headers: req.headers,
          socket: req.socket,
          ip: req.socket.remoteAddress,
        } as unknown as FastifyRequest,
        project,
      );
      if (!hub.hasRoomFor(project, ip)) return refuse(socket, 429, 'Too Many Requests');
      const cookie = await cookieOf(ctx, req, project);
      const userAgent = typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'] : undefined;
      wss.handleUpgrade(req, socket, head, (ws) =>
        hub.accept(project, ws, { ip, userAgent }, cookie, socket),
      );
    })().catch(() => refuse(socket, 500, 'Internal Server Error'));
  });
  app.addHook('preClose', async () => {
    await hub.close();
    wss.close();
  });
}
