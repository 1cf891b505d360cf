import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/**
 * A real OpenID Connect provider (oidc-provider) on loopback. Its sign-in page is replaced by an
 * interaction that signs in as `account.email` and grants `openid email` at once.
 */
export async function startOidcProvider(clientId: string, clientSecret: string, redirectUri: string) {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const account = { email: 'someone@example.com', verified: true };
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    findAccount: async (_ctx, sub) => ({
      accountId: sub,
      claims: async () => ({ sub, email: sub, email_verified: account.verified }),
    }),
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: { devInteractions: { enabled: false } },
    cookies: { keys: ['oidc-test-cookie-key'] },
    pkce: { required: () => true },
    ttl: {
      Interaction: 600,
      Grant: 600,
      Session: 600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
  });
  provider.use(async (ctx, next) => {
    if (!ctx.path.startsWith('/interaction/')) return next();
    const details = await provider.interactionDetails(ctx.req, ctx.res);
    const grant = new provider.Grant({
      accountId: account.email,
      clientId: String(details.params.client_id),
    });
    grant.addOIDCScope('openid email');
    const grantId = await grant.save();
    const to = await provider.interactionResult(
      ctx.req,
      ctx.res,
      { login: { accountId: account.email }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
    ctx.redirect(to);
  });
  server.on('request', provider.callback());
  return {
    issuer,
    account,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Follows redirects like a browser, keeping cookies per host (ports share cookies, as in browsers). */
export class Browser {
  private readonly jar = new Map<string, Map<string, string>>();

  private store(url: URL, res: Response) {
    const jar = this.jar.get(url.hostname) ?? new Map<string, string>();
    this.jar.set(url.hostname, jar);
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expires = attrs.map((a) => a.trim()).find((a) => a.toLowerCase().startsWith('expires='));
      const expired = expires && new Date(expires.slice(8)).getTime() < Date.now();
      if (!value || expired) jar.delete(name);
      else jar.set(name, value);
    }
  }

  cookies(url: string): string {
    const jar = this.jar.get(new URL(url).hostname);
    return jar ? [...jar].map(([k, v]) => `${k}=${v}`).join('; ') : '';
  }

  cookie(url: string, name: string): string | undefined {
    return this.jar.get(new URL(url).hostname)?.get(name);
  }

  /** GETs `url` and follows redirects until `stopAt` (a URL prefix) or a non-redirect answer. */
  async navigate(
    url: string,
    opts: { referer?: string; stopAt?: string } = {},
  ): Promise<{ url: string; res: Response }> {
    let current = url;
    let referer = opts.referer;
    for (let hops = 0; hops < 20; hops++) {
      if (opts.stopAt && hops > 0 && current.startsWith(opts.stopAt))
        return { url: current, res: new Response(null) };
      const u = new URL(current);
      const headers: Record<string, string> = {};
      const cookie = this.cookies(current);
      if (cookie) headers.cookie = cookie;
      if (referer) headers.referer = referer;
      const res = await fetch(current, { redirect: 'manual', headers });
      this.store(u, res);
      const location = res.headers.get('location');
      if (res.status >= 300 && res.status < 400 && location) {
        referer = current;
        current = new URL(location, current).href;
        await res.arrayBuffer();
        continue;
      }
      return { url: current, res };
    }
    throw new Error('too many redirects');
  }
}
