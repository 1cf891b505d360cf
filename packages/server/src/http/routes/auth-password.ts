import type { FastifyInstance } from 'fastify';
import { errors } from '../../errors';
import { assertEmail, requestPasswordReset, resetPassword } from '../../services/auth/password';
import type { ServerContext } from '../context';
import { configuredApiUrl, configuredAppUrl } from '../link-origin';
import { originOf, trustedOrigins } from '../plugins/csrf';
import { resource } from '../route';

/** `POST /auth/password/request` and `/auth/password/reset` (api.md §2.6). */
export function passwordRoutes(ctx: ServerContext) {
  return async (app: FastifyInstance) => {
    resource(app, '/auth/password/request', {
      POST: async (req) => {
        const body = (req.body ?? {}) as Record<string, unknown>;
        const email = assertEmail(body.email);
        // Links come from configuration only: a forged Host header must not pick the mail's target.
        const api = configuredApiUrl(ctx, req);
        const app = await configuredAppUrl(ctx, req, req.project);
        let linkBase = app ? `${app}/#/reset-password` : null;
        if (body.reset_url !== undefined && body.reset_url !== null && body.reset_url !== '') {
          // Reset links only ever point at origins this project trusts (no phishing relay).
          const origin = originOf(String(body.reset_url));
          if (!origin || !(await trustedOrigins(req.project, originOf(api) ?? '')).has(origin)) {
            throw errors.invalidPayload('reset_url: This URL is not allowed.');
          }
          linkBase = String(body.reset_url);
        }
        if (!linkBase) {
          req.log.warn('password reset not mailed: set ATRIUM_PUBLIC_URL or the app_url setting');
          return undefined;
        }
        const base = linkBase;
        // Answered before the lookup: neither the answer nor its timing depends on the address.
        requestPasswordReset(req.project, email, base, req.log).catch((err: unknown) => {
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
