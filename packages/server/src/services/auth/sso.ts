import * as oidc from 'openid-client';
import { errors } from '../../errors';
import type { Project } from '../../projects/registry';

/**
 * Single sign-on providers of a project: `auth.social_providers.{name}` (api.md §2.6). Each entry:
 *
 * - `type`: `openid` (discovery from `issuer`) or `oauth2` (explicit `authorization_url`,
 *   `token_url`, `userinfo_url`); presets fill these in for `google`, `okta` (`base_url`),
 *   `github` and `facebook`.
 * - `client_id`, `client_secret`, `scope`, `email_key` (claim or userinfo field holding the e-mail),
 *   `icon`, `enabled: false` to hide it, `redirect_allow_list` (extra origins or URL prefixes
 *   allowed as `redirect_url`).
 */
export interface SsoProvider {
  name: string;
  type: 'openid' | 'oauth2';
  issuer?: string;
  clientId: string;
  clientSecret: string;
  scope: string;
  authorizationUrl?: string;
  tokenUrl?: string;
  userinfoUrl?: string;
  emailKey: string;
  icon: string | null;
  redirectAllowList: string[];
}

const CORE_PROVIDERS = new Set(['okta', 'github', 'facebook', 'google', 'twitter']);

const PRESETS: Record<string, Partial<Record<string, string>>> = {
  google: { type: 'openid', issuer: 'https://accounts.google.com', scope: 'openid email profile' },
  github: {
    type: 'oauth2',
    authorization_url: 'https://github.com/login/oauth/authorize',
    token_url: 'https://github.com/login/oauth/access_token',
    userinfo_url: 'https://api.github.com/user',
    scope: 'read:user user:email',
  },
  facebook: {
    type: 'oauth2',
    authorization_url: 'https://www.facebook.com/v19.0/dialog/oauth',
    token_url: 'https://graph.facebook.com/v19.0/oauth/access_token',
    userinfo_url: 'https://graph.facebook.com/me?fields=id,name,email',
    scope: 'email',
  },
  okta: { type: 'openid', scope: 'openid email profile' },
};

const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

function providerFrom(name: string, raw: Record<string, unknown>): SsoProvider | null {
  if (raw.enabled === false) return null;
  const preset = PRESETS[name] ?? {};
  const pick = (key: string) => str(raw[key]) ?? preset[key];
  const issuer = pick('issuer') ?? str(raw.base_url);
  const type = (pick('type') ?? (issuer ? 'openid' : 'oauth2')) as SsoProvider['type'];
  const clientId = str(raw.client_id);
  if (!clientId || (type !== 'openid' && type !== 'oauth2')) return null;
  if (type === 'openid' && !issuer) return null;
  if (type === 'oauth2' && !(pick('authorization_url') && pick('token_url') && pick('userinfo_url')))
    return null;
  const list = raw.redirect_allow_list;
  return {
    name,
    type,
    issuer,
    clientId,
    clientSecret: str(raw.client_secret) ?? '',
    scope: pick('scope') ?? (type === 'openid' ? 'openid email' : 'email'),
    authorizationUrl: pick('authorization_url'),
    tokenUrl: pick('token_url'),
    userinfoUrl: pick('userinfo_url'),
    emailKey: str(raw.email_key) ?? 'email',
    icon: str(raw.icon) ?? (CORE_PROVIDERS.has(name) ? `/extensions/core/auth/${name}/icon.svg` : null),
    redirectAllowList: Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : [],
  };
}

export function ssoProviders(project: Project): SsoProvider[] {
  return Object.entries(project.config.auth.social_providers)
    .map(([name, raw]) => providerFrom(name, raw))
    .filter((p): p is SsoProvider => p !== null)
    .sort((a, b) => a.name.localeCompare(b.name));
}

export function ssoProvider(project: Project, name: string): SsoProvider {
  const found = ssoProviders(project).find((p) => p.name === name);
  if (!found) throw errors.notFound(`Unknown single sign-on provider: ${name}`);
  return found;
}

function isLoopback(url: string): boolean {
  try {
    const host = new URL(url).hostname;
    return host === '127.0.0.1' || host === 'localhost' || host === '[::1]';
  } catch {
    return false;
  }
}

const CONFIG_TTL_MS = 60 * 60_000;

/** The openid-client configuration of a provider (discovery is cached for an hour per project). */
export function clientConfig(project: Project, p: SsoProvider): Promise<oidc.Configuration> {
  const configs = project.state.ssoConfigs;
  const hit = configs.get(p.name);
  if (hit && Date.now() - hit.at < CONFIG_TTL_MS) return hit.value;
  const config = (async () => {
    const insecure = isLoopback(p.issuer ?? p.authorizationUrl ?? '');
    const c =
      p.type === 'openid'
        ? await oidc.discovery(new URL(p.issuer!), p.clientId, p.clientSecret, undefined, {
            execute: insecure ? [oidc.allowInsecureRequests] : [],
          })
        : new oidc.Configuration(
            {
              issuer: new URL(p.authorizationUrl!).origin,
              authorization_endpoint: p.authorizationUrl,
              token_endpoint: p.tokenUrl,
              userinfo_endpoint: p.userinfoUrl,
            },
            p.clientId,
            p.clientSecret,
          );
    if (insecure && p.type === 'oauth2') oidc.allowInsecureRequests(c);
    return c;
  })();
  const entry = { at: Date.now(), value: config };
  config.catch(() => {
    if (configs.get(p.name) === entry) configs.delete(p.name);
  });
  configs.set(p.name, entry);
  return config;
}

export interface AuthorizationStart {
  url: URL;
  state: string;
  nonce: string | null;
  verifier: string;
}

export async function startAuthorization(
  project: Project,
  p: SsoProvider,
  callbackUrl: string,
): Promise<AuthorizationStart> {
  const config = await clientConfig(project, p);
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = p.type === 'openid' ? oidc.randomNonce() : null;
  const params: Record<string, string> = {
    redirect_uri: callbackUrl,
    scope: p.scope,
    state,
    response_type: 'code',
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
  };
  if (nonce) params.nonce = nonce;
  return { url: oidc.buildAuthorizationUrl(config, params), state, nonce, verifier };
}

/** Exchanges the authorization response for tokens and returns the account's e-mail. */
export async function completeAuthorization(
  project: Project,
  p: SsoProvider,
  currentUrl: URL,
  checks: { state: string; nonce: string | null; verifier: string },
): Promise<{ email: string | null; verified: boolean }> {
  const config = await clientConfig(project, p);
  return exchange(config, p, currentUrl, {
    pkceCodeVerifier: checks.verifier,
    expectedState: checks.state,
    expectedNonce: checks.nonce ?? undefined,
    idTokenExpected: p.type === 'openid',
  });
}

async function exchange(
  config: oidc.Configuration,
  p: SsoProvider,
  currentUrl: URL,
  checks: oidc.AuthorizationCodeGrantChecks,
): Promise<{ email: string | null; verified: boolean }> {
  const tokens = await oidc.authorizationCodeGrant(config, currentUrl, checks);
  let info: Record<string, unknown> = {};
  const claims = p.type === 'openid' ? tokens.claims() : undefined;
  if (claims) info = { ...claims };
  if (typeof info[p.emailKey] !== 'string') {
    if (p.type === 'openid' && claims) {
      info = { ...info, ...(await oidc.fetchUserInfo(config, tokens.access_token, claims.sub)) };
    } else if (p.userinfoUrl) {
      const res = await oidc.fetchProtectedResource(
        config,
        tokens.access_token,
        new URL(p.userinfoUrl),
        'GET',
      );
      if (res.ok) info = { ...info, ...((await res.json()) as Record<string, unknown>) };
    }
  }
  const email = info[p.emailKey];
  return {
    email: typeof email === 'string' && email !== '' ? email : null,
    // Only an explicit "not verified" from the provider is refused.
    verified: info.email_verified !== false,
  };
}

/**
 * `POST /auth/sso/{provider}` (api.md §2.6): a client that ran the authorization itself hands over
 * the code (with its PKCE verifier and nonce when it used them); the code is redeemed for the
 * redirect URI the client used (by default Atrium's callback).
 */
export async function redeemCode(
  project: Project,
  p: SsoProvider,
  redirectUri: string,
  input: { code: string; verifier?: string; nonce?: string },
): Promise<{ email: string | null; verified: boolean }> {
  const config = await clientConfig(project, p);
  const url = new URL(redirectUri);
  url.searchParams.set('code', input.code);
  const issuer = config.serverMetadata().issuer;
  if (config.serverMetadata().authorization_response_iss_parameter_supported)
    url.searchParams.set('iss', issuer);
  return exchange(config, p, url, {
    pkceCodeVerifier: input.verifier,
    expectedState: oidc.skipStateCheck,
    expectedNonce: input.nonce,
    idTokenExpected: p.type === 'openid',
  });
}
