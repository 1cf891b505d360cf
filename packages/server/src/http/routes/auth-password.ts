import type { FastifyInstance } from 'fastify';
import { errors } from '../../errors';
import { assertEmail, requestPasswordReset, resetPassword } from '../../services/auth/password';
import { baseUrl } from '../base-url';
import type { ServerContext } from '../context';
import { originOf, trustedOrigins } from '../plugins/csrf';
import { resource } from '../route';

/** `POST /auth/password/request` and `/auth/password/reset` (api.md §2.6). */
export function passwordRoutes(ctx: ServerContext) {
  return async (app: FastifyInstance) => {
    resource(app, '/auth/password/request', {
      POST: async (req) => {
        const body = (req.body ?? {}) as Record<string, unknown>;
        const email = assertEmail(body.email);
        const api = baseUrl(ctx, req);
        let linkBase = `${api}/admin/#/reset-password`;
        if (body.reset_url !== undefined && body.reset_url !== null && body.reset_url !== '') {
          // Reset links only ever point at origins this project trusts (no phishing relay).
          const origin = originOf(String(body.reset_url));
          if (!origin || !(await trustedOrigins(req.project, originOf(api) ?? '')).has(origin)) {
            throw errors.invalidPayload('reset_url: This URL is not allowed.');
          }
          linkBase = String(body.reset_url);
        }
        // Answered before the lookup: neither the answer nor its timing depends on the address.
        requestPasswordReset(req.project, email, linkBase, req.log).catch((err: unknown) => {
          req.log.error({ err: (err as Error).message }, 'password reset request failed');
        });
        return undefined;
      },
    });

    resource(app, '/auth/password/reset', {
      POST: async (req) => {
        const body = (req.body ?? {}) as Record<string, unknown>;
        await resetPassword(req.project, body.token, body.password);
        return undefined;
      },
    });
  };
}
