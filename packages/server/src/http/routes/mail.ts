import type { FastifyInstance } from 'fastify';
import { errors } from '../../errors';
import { sendUserMail } from '../../services/mail/send';
import { resource } from '../route';

/**
 * `POST /{p}/mail` (api.md §5.18): admins mail users (by id) or addresses, from their own address
 * or, with `use_default_email`, from the project's.
 */
export function mailRoutes() {
  return async (app: FastifyInstance) => {
    resource(app, '/mail', {
      POST: async (req) => {
        // Admins only (issue 5): the server must not be a mail relay for every account.
        const acc = req.accountability;
        if (!acc.admin) throw errors.adminOnly();
        const body = req.body;
        if (!body || typeof body !== 'object' || Array.isArray(body)) throw errors.emptyPayload();
        await sendUserMail(req.project, acc.user, body as Record<string, unknown>);
        return undefined;
      },
    });
  };
}
