import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

const PLACEHOLDER = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Atrium</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;margin:4rem auto;max-width:36rem;padding:0 1rem;color:#263238}
@media (prefers-color-scheme: dark){body{background:#121212;color:#eceff1}}</style></head>
<body><h1>Atrium</h1><p>The API is running. The admin app has not been built yet:
run <code>npm run build --workspace packages/app</code> and reload.</p></body></html>`;

/**
 * Serves the built admin app at /admin/ (hash routes, so one index.html), or a placeholder page.
 * Vite's hashed assets are cached for good; index.html is revalidated so a new build shows at once.
 */
export async function registerAdminApp(app: FastifyInstance, appDir: string): Promise<void> {
  if (!fs.existsSync(path.join(appDir, 'index.html'))) {
    app.get('/admin/', async (_req, reply) => reply.type('text/html; charset=utf-8').send(PLACEHOLDER));
    return;
  }
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
  // `/admin/` itself: without this route, `/:project/` would claim it.
  app.get('/admin/', async (_req, reply) => reply.sendFile('index.html'));
}
