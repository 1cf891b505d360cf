import { isUnderPrefix } from '../../auth/redirect-prefix';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errors } from '../../errors';
import { signToken, verifyToken } from '../../auth/jwt';
import { clearCookie, appendCookie } from '../../auth/set-cookie';
import type { Project } from '../../projects/registry';
import { readCookie } from '../../services/auth/credentials';
import type { LoginMode } from '../../services/auth/login';
import { withParams } from '../../services/auth/password';
import {
  exchangeRequestToken,
  issueRequestToken,
  ssoAccount,
  ssoSession,
} from '../../services/auth/sso-login';
import {
  completeAuthorization,
  ssoProvider,
  ssoProviders,
  redeemCode,
  startAuthorization,
  type SsoProvider,
} from '../../services/auth/sso';
import { baseUrl } from '../base-url';
import type { ServerContext } from '../context';
import { originOf, trustedOrigins } from '../plugins/csrf';
import { resource } from '../route';
import { clientOf, setSessionCookie } from './auth-shared';

/** Minutes a sign-in at the provider may take. */
const STATE_TTL = 10;

const stateCookieName = (p: Project) => `directus-${p.key}-sso`;

/**
 * `redirect_url` must be an http(s) URL on a trusted origin or under a prefix the provider lists
 * (compared as parsed URLs, segment by segment: never as raw strings).
 */
async function redirectAllowed(
  project: Project,
  provider: SsoProvider,
  url: string,
  apiOrigin: string,
): Promise<boolean> {
  const origin = originOf(url);
  if (!origin) return false;
  const withPath = provider.redirectAllowList.filter((e) => {
    const o = originOf(e);
    return o !== null && e.replace(/\/+$/, '') !== o;
  });
  if (withPath.some((prefix) => isUnderPrefix(url, prefix))) return true;
  const origins = provider.redirectAllowList.filter((e) => !withPath.includes(e));
  return (await trustedOrigins(project, apiOrigin, origins)).has(origin);
}

function callbackUrl(ctx: ServerContext, req: FastifyRequest, project: Project, provider: string): string {
  return `${baseUrl(ctx, req)}/${project.key}/auth/sso/${encodeURIComponent(provider)}/callback`;
}

/** The state cookie holds what the callback needs, signed with the project secret (no server memory). */
function stateCookieConfig(project: Project) {
  // Lax, whatever the session cookie uses: it must come back on the provider's top-level redirect.
  return { ...project.config, cookie: { ...project.config.cookie, same_site: 'Lax' as const } };
}

/** Single sign-on over OpenID Connect / OAuth 2 (api.md §2.6). */
export function ssoRoutes(ctx: ServerContext) {
  return async (app: FastifyInstance) => {
    resource(app, '/auth/sso', {
      GET: async (req) => ({ data: ssoProviders(req.project).map((p) => ({ name: p.name, icon: p.icon })) }),
    });

    resource(app, '/auth/sso/:provider', {
      POST: async (req) => {
        const project = req.project;
        const provider = ssoProvider(project, (req.params as { provider: string }).provider);
        const body = (req.body ?? {}) as Record<string, unknown>;
        if (body.oauth_token !== undefined)
          throw errors.invalidPayload('oauth_token: OAuth 1 is not supported.');
        const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
        const code = str(body.code);
        if (!code) throw errors.invalidPayload('code: This value should not be blank.');
        let result;
        try {
          result = await redeemCode(
            project,
            provider,
            str(body.redirect_uri) ?? callbackUrl(ctx, req, project, provider.name),
            {
              code,
              verifier: str(body.code_verifier),
              nonce: str(body.nonce),
            },
          );
        } catch (err) {
          req.log.warn({ err: (err as Error).message, provider: provider.name }, 'SSO code exchange failed');
          throw errors.invalidCredentials('The authorization code was not accepted by the provider');
        }
        const account = await ssoAccount(project, result);
        if ('refused' in account) throw account.refused;
        const session = await ssoSession(project, account.user, 'jwt', clientOf(req));
        return { data: { token: session.token } };
      },
      GET: async (req, reply) => {
        const project = req.project;
        const provider = ssoProvider(project, (req.params as { provider: string }).provider);
        const query = req.query as Record<string, unknown>;
        const mode = (query.mode ?? 'jwt') as LoginMode;
        if (mode !== 'jwt' && mode !== 'cookie')
          throw errors.invalidPayload('mode: The value you selected is not a valid choice.');
        const redirectUrl = typeof query.redirect_url === 'string' ? query.redirect_url : '';
        if (!redirectUrl) throw errors.invalidPayload('redirect_url: This value should not be blank.');
        const api = baseUrl(ctx, req);
        if (!(await redirectAllowed(project, provider, redirectUrl, originOf(api) ?? ''))) {
          throw errors.invalidPayload('redirect_url: This URL is not allowed.');
        }
        let start;
        try {
          start = await startAuthorization(project, provider, callbackUrl(ctx, req, project, provider.name));
        } catch (err) {
          req.log.error({ err: (err as Error).message, provider: provider.name }, 'SSO provider unreachable');
          throw errors.upstreamUnavailable('The single sign-on provider could not be reached');
        }
        const state = await signToken(
          project.key,
          project.config,
          'sso_state',
          {
            provider: provider.name,
            state: start.state,
            nonce: start.nonce,
            verifier: start.verifier,
            mode,
            url: redirectUrl,
          },
          STATE_TTL,
        );
        appendCookie(
          reply,
          stateCookieConfig(project),
          stateCookieName(project),
          state,
          new Date(Date.now() + STATE_TTL * 60_000),
          `/${project.key}/auth/sso/`,
        );
        // A browser navigating from a page CORS allows is sent on; API clients get the URL.
        const referer = originOf(req.headers.referer);
        const corsOrigins = project.config.cors.origin;
        if (
          referer &&
          (corsOrigins.includes('*') || corsOrigins.includes(referer) || referer === originOf(api))
        ) {
          return reply.redirect(start.url.href, 302);
        }
        return { data: { authorization_url: start.url.href, state: start.state } };
      },
    });

    resource(app, '/auth/sso/:provider/callback', {
      GET: async (req, reply) => {
        const project = req.project;
        const name = (req.params as { provider: string }).provider;
        const raw = readCookie(req, stateCookieName(project));
        let state;
        try {
          state = raw ? await verifyToken(project.key, project.config, 'sso_state', raw) : null;
        } catch {
          state = null;
        }
        clearCookie(reply, stateCookieConfig(project), stateCookieName(project), `/${project.key}/auth/sso/`);
        if (!state || state.provider !== name) {
          throw errors.badRequest('The single sign-on attempt is unknown or expired; start again');
        }
        const redirectUrl = String(state.url);
        const fail = (code: number, extra: Record<string, string> = {}) =>
          reply.redirect(withParams(redirectUrl, { error: 'true', code: String(code), ...extra }), 302);
        const query = req.query as Record<string, unknown>;
        if (query.error !== undefined) return fail(-1);
        let result;
        try {
          const provider = ssoProvider(project, name);
          const current = new URL(`${baseUrl(ctx, req)}${req.url}`);
          result = await completeAuthorization(project, provider, current, {
            state: String(state.state),
            nonce: typeof state.nonce === 'string' ? state.nonce : null,
            verifier: String(state.verifier),
          });
        } catch (err) {
          req.log.warn({ err: (err as Error).message, provider: name }, 'SSO callback failed');
          return fail(-1);
        }
        const account = await ssoAccount(project, result);
        if ('refused' in account) {
          const email = account.unknownEmail;
          return fail(account.refused.code, email ? { 'attributes[email]': email } : {});
        }
        if (state.mode === 'cookie') {
          const session = await ssoSession(project, account.user, 'cookie', clientOf(req));
          setSessionCookie(reply, project, session.sessionToken!, session.expiresAt);
          return reply.redirect(redirectUrl, 302);
        }
        const requestToken = await issueRequestToken(project, account.user, redirectUrl);
        return reply.redirect(withParams(redirectUrl, { request_token: requestToken }), 302);
      },
    });

    resource(app, '/auth/sso/access_token', {
      POST: async (req) => {
        const project = req.project;
        const token = ((req.body ?? {}) as Record<string, unknown>).request_token;
        if (typeof token !== 'string' || token === '') {
          throw errors.invalidPayload('request_token: This value should not be blank.');
        }
        // Exchanged once, whichever server process it reaches.
        return { data: { token: await exchangeRequestToken(project, token, clientOf(req)) } };
      },
    });
  };
}
