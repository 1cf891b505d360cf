import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installProject, startTestServer, tempDataDir, type TestServer } from '../support/server';

/**
 * Issue 24, item 9: the admin app cannot be framed by another origin, and its page carries a
 * Content-Security-Policy that allows its own scripts (inline ones by hash) and nothing injected.
 * The browser test `packages/app/e2e/csp.e2e.ts` drives the real app under it.
 */

const sqlite = { name: 'sqlite' as const, installFields: () => ({}) };
const INLINE = "document.body.className = 'private auto';";

const directives = (csp: string) =>
  new Map(
    csp.split(';').map((d) => {
      const [name, ...sources] = d.trim().split(/\s+/);
      return [name!, sources] as const;
    }),
  );

describe('admin app headers', () => {
  let server: TestServer;
  let placeholder: TestServer;

  beforeAll(async () => {
    const appDir = await tempDataDir();
    await fs.mkdir(path.join(appDir, 'assets'));
    await fs.writeFile(
      path.join(appDir, 'index.html'),
      `<!doctype html><html><head><script type="module" src="/admin/assets/index.js"></script></head>` +
        `<body><script>${INLINE}</script><div id="root"></div></body></html>`,
    );
    await fs.writeFile(path.join(appDir, 'assets', 'index.js'), 'console.log(1);');
    server = await startTestServer({ appDir });
    await installProject(server, sqlite, 'mapped', {
      map: {
        tile_url: 'http://{s}.tiles.example:8080/{z}/{x}/{y}.png',
        geocoder_url: 'https://geo.example/search',
      },
    });
    placeholder = await startTestServer();
  });

  afterAll(async () => {
    await server?.close();
    await placeholder?.close();
  });

  it('sends frame-ancestors, X-Frame-Options and a CSP with the inline script’s hash on every page', async () => {
    const hash = `'sha256-${crypto.createHash('sha256').update(INLINE).digest('base64')}'`;
    for (const page of ['/admin/', '/admin/index.html']) {
      const res = await server.request(page);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      const csp = directives(res.headers.get('content-security-policy') ?? '');
      expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
      expect(csp.get('script-src')).toEqual(["'self'", hash]);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'self'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      // What the projects configure: the geocoder is reachable, plain-http tiles are shown.
      expect(csp.get('connect-src')).toEqual(["'self'", 'https://geo.example']);
      expect(csp.get('img-src')).toContain('http://*.tiles.example:8080');
    }
    // Scripts are not pages: no policy needed there, and the API keeps its own headers.
    const script = await server.request('/admin/assets/index.js');
    expect(script.headers.get('content-security-policy')).toBeNull();
    const api = await server.request('/mapped/');
    expect(api.headers.get('x-frame-options')).toBeNull();
  });

  it('keeps the placeholder page shown before the app is built from being framed', async () => {
    const res = await placeholder.request('/admin/');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
  });
});
