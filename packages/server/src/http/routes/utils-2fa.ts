import type { FastifyInstance } from 'fastify';
import { generateTotpSecret } from '../../auth/totp';
import type { ServerContext } from '../context';
import { resource } from '../route';

/** `GET /utils/2fa_secret` (api.md §5.17): a fresh secret of 16 base32 characters. */
export function utils2faRoutes(_ctx: ServerContext) {
  return async (app: FastifyInstance) => {
    resource(app, '/utils/2fa_secret', {
      GET: async () => ({ data: { '2fa_secret': generateTotpSecret() } }),
    });
  };
}
