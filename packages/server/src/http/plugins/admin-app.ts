import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { ProjectRegistry } from '../../projects/registry';
import { adminContentSecurityPolicy, inlineScriptHashes } from '../admin-csp';

const PLACEHOLDER = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Atrium</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;margin:4rem auto;max-width:36rem;padding:0 1rem;color:#263238}
@media (prefers-color-scheme: dark){body{background:#121212;color:#eceff1}}</style></head>
<body><h1>Atrium</h1><p>The API is running. The admin app has not been built yet:
run <code>npm run build --workspace packages/app</code> and reload.</p></body></html>`;

/** Headers of every page of the admin app: it is never framed by another origin. */
const FRAMING = { 'X-Frame-Options': 'SAMEORIGIN', 'X-Content-Type-Options': 'nosniff' };
/** What the policy depends on: the page and the project config files, by modification time. */
async function policyInputs(appDir: string, registry: ProjectRegistry): Promise<string> {
  const files = [path.join(appDir, 'index.html')];
  try {
    const names = await fs.promises.readdir(registry.projectsDir);
    for (const name of names.sort())
      if (name.endsWith('.json')) files.push(path.join(registry.projectsDir, name));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const stamps = await Promise.all(
    files.map((f) =>
      fs.promises.stat(f).then(
        (s) => `${f}@${s.mtimeMs}`,
        () => `${f}@-`,
      ),
    ),
  );
  return stamps.join('|');
}

/**
 * The page's CSP: the inline script hashes of the current `index.html` (a new build shows at
 * once) and the origins the projects configure, recomputed when one of them changes.
 */
function policySource(appDir: string, registry: ProjectRegistry) {
  let cached: { inputs: string; policy: string } | null = null;
  return async (): Promise<string> => {
    const inputs = await policyInputs(appDir, registry);
    if (cached?.inputs === inputs) return cached.policy;
    const hashes = inlineScriptHashes(await fs.promises.readFile(path.join(appDir, 'index.html'), 'utf8'));
    const projects = (await registry.configs()).map((p) => p.config);
    cached = { inputs, policy: adminContentSecurityPolicy(hashes, projects) };
    return cached.policy;
  };
}

/**
 * Serves the built admin app at /admin/ (hash routes, so one index.html), or a placeholder page.
 * Vite's hashed assets are cached for good; index.html is revalidated so a new build shows at once.
 * Pages carry the CSP of admin-csp.ts and refuse to be framed by other origins.
 */
export async function registerAdminApp(
  app: FastifyInstance,
  appDir: string,
  registry: ProjectRegistry,
): Promise<void> {
  if (!fs.existsSync(path.join(appDir, 'index.html'))) {
    app.get('/admin/', async (_req, reply) =>
      reply
        .headers({ ...FRAMING, 'Content-Security-Policy': "frame-ancestors 'self'" })
        .type('text/html; charset=utf-8')
        .send(PLACEHOLDER),
    );
    return;
  }
  const policy = policySource(appDir, registry);
  await app.register(fastifyStatic, {
    root: appDir,
    prefix: '/admin/',
    index: false,
    wildcard: true,
    setHeaders(reply, filePath) {
      const immutable = filePath.startsWith(path.join(appDir, 'assets') + path.sep);
      reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // Every HTML page of the app (`/admin/`, `/admin/index.html`), whichever route served it.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/admin/')) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return payload;
    reply.headers({ ...FRAMING, 'Content-Security-Policy': await policy() });
    return payload;
  });
  // `/admin/` itself: without this route, `/:project/` would claim it.
  app.get('/admin/', async (_req, reply) => reply.sendFile('index.html'));
}
