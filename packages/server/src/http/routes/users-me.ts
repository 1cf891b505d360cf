import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errors } from '../../errors';
import { verifyOtp } from '../../auth/totp';
import type { Accountability } from '../../auth/accountability';
import { clientIp } from '../../services/activity/record';
import { createServiceContext } from '../../services/items/context';
import { serviceFor } from '../../services/system';
import { authorizeTwoFactorChange, selfReadable, storeTwoFactorSecret } from '../../services/system/users';
import { acceptInvitation, inviteUsers, parseInviteEmails } from '../../services/auth/invite';
import { configuredAppUrl } from '../link-origin';
import type { ServerContext } from '../context';
import { resource } from '../route';
import { queryOf, rereadOrEmpty, serviceContext } from './items';
import { readKeys } from './system-items';

/**
 * 2FA activation and invitations (api.md §2.7, §5.14). `GET /users/me` is served by the users
 * endpoint (routes/users.ts) with the same rules as `GET /users/{id}`.
 */
export function usersMeRoutes(ctx: ServerContext) {
  return async (app: FastifyInstance) => {
    // api.md §2.7. Reachable with the token of a user whose role enforces 2FA they lack (that
    // token acts as public everywhere else), so it works from the identity: that user acts as
    // themself here, and not as an administrator until they have set 2FA up.
    resource(app, '/users/:id/activate_2fa', {
      POST: async (req) => {
        const identity = req.identity;
        if (!identity) throw errors.userNotAuthenticated();
        const acc: Accountability = identity.needs2FA
          ? {
              ...req.accountability,
              user: identity.userId,
              role: identity.roleId,
              admin: false,
              public: false,
            }
          : req.accountability;
        const param = (req.params as { id: string }).id;
        const id = param === 'me' ? identity.userId : Number(param);
        if (!Number.isInteger(id)) throw errors.userNotFound();
        const query = queryOf(req);
        const ctx = await createServiceContext(req.project, acc, {
          ip: clientIp(acc.ip ?? req.ip),
          userAgent: acc.userAgent ?? String(req.headers['user-agent'] ?? ''),
          comment: typeof query.comment === 'string' && query.comment !== '' ? query.comment : null,
          baseUrl: req.apiBaseUrl,
        });
        const body = (req.body ?? {}) as Record<string, unknown>;
        const secret = body['2fa_secret'];
        const otp = typeof body.otp === 'number' ? String(body.otp) : body.otp;
        // The self-service rule of the one write-authorisation step, before the body is looked at.
        authorizeTwoFactorChange(ctx, id, { '2fa_secret': secret });
        const missing = [
          ...(typeof secret === 'string' && secret !== '' ? [] : ['2fa_secret']),
          ...(typeof otp === 'string' && otp !== '' ? [] : ['otp']),
        ];
        if (missing.length) {
          throw errors.invalidPayload(missing.map((f) => `${f}: This value should not be blank.`).join(' '));
        }
        if (!/^[A-Z2-7]{16,64}$/i.test(secret as string)) {
          throw errors.invalidPayload('2fa_secret: This value is not valid.');
        }
        if (!verifyOtp(otp, (secret as string).toUpperCase())) throw errors.otpInvalid();
        await storeTwoFactorSecret(ctx, id, (secret as string).toUpperCase());
        // Answered as `PATCH /users/{id}` answers: the user's row as the caller reads it.
        const reader = serviceFor('directus_users', selfReadable(ctx, [String(id)]));
        return (await rereadOrEmpty(() => readKeys(reader, [id], req))) ?? null;
      },
    });

    resource(app, '/users/invite', {
      POST: async (req) => {
        const acc = req.accountability;
        if (acc.public) throw errors.unauthorized();
        if (!acc.admin) throw errors.forbidden('Only administrators can invite users');
        const body = (req.body ?? {}) as Record<string, unknown>;
        const emails = parseInviteEmails(body.email);
        const role = body.role === undefined || body.role === null ? null : Number(body.role);
        if (role !== null && !Number.isInteger(role))
          throw errors.invalidPayload('role: This value is not valid.');
        const app = await configuredAppUrl(ctx, req, req.project);
        if (!app) throw errors.mailSendFailed('Invitations need ATRIUM_PUBLIC_URL or the app_url setting');
        const link = `${app}/#/accept-invite`;
        return { data: await inviteUsers(await serviceContext(req), emails, role, link) };
      },
    });

    const accept = async (req: FastifyRequest) => {
      const token = (req.params as { token: string }).token;
      const body = (req.body ?? {}) as Record<string, unknown>;
      return {
        data: await acceptInvitation(req.project, token, req.method === 'POST' ? body.password : undefined),
      };
    };
    resource(app, '/users/invite/:token', { GET: accept, POST: accept });
  };
}
