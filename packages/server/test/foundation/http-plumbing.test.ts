import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactUrl } from '../../src/http/app';
import { parseQueryString } from '../../src/http/query-string';
import { installProject, startTestServer, type TestServer } from '../support/server';
import { json } from '../support/server';

describe('query strings', () => {
  it('parse with PHP bracket semantics, as Directus clients send them', () => {
    expect(
      parseQueryString('filter[title][eq]=Hello&filter[author.name][logical]=or&fields[]=id&fields[]=title'),
    ).toEqual({
      filter: { title: { eq: 'Hello' }, 'author.name': { logical: 'or' } },
      fields: ['id', 'title'],
    });
    expect(parseQueryString('fields[0]=id&fields[1]=role.*&meta=*')).toEqual({
      fields: ['id', 'role.*'],
      meta: '*',
    });
    expect(parseQueryString('filter[a][0][eq]=1&filter[a][1][logical]=or&filter[a][1][eq]=2')).toEqual({
      filter: { a: [{ eq: '1' }, { logical: 'or', eq: '2' }] },
    });
  });

  it('are masked in logs where they carry secrets', () => {
    expect(redactUrl('/server/info?super_admin_token=abc&x=1')).toBe(
      '/server/info?super_admin_token=[redacted]&x=1',
    );
    expect(redactUrl('/_/items/a?fields=*&access_token=s3cret')).toBe(
      '/_/items/a?fields=*&access_token=[redacted]',
    );
  });
});

describe('HTTP plumbing', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    await installProject(server, { name: 'sqlite', installFields: () => ({}) }, 'open', {
      app_url: 'https://site.example/admin/',
    });
    await installProject(server, { name: 'sqlite', installFields: () => ({}) }, 'closed', {
      cors: { origin: ['https://allowed.example'] },
    });
  });
  afterAll(() => server?.close());

  it('answers CORS preflights by echoing a trusted origin with credentials', async () => {
    const res = await server.request('/open/items/articles', {
      method: 'OPTIONS',
      headers: {
        origin: 'https://site.example',
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(res.status).toBeLessThan(300);
    expect(res.headers.get('access-control-allow-origin')).toBe('https://site.example');
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(res.headers.get('access-control-allow-methods')).toContain('PATCH');
    expect(res.headers.get('access-control-allow-headers')).toMatch(/X-Directus-Project/);
    expect(res.headers.get('access-control-max-age')).toBe('600');
  });

  it('applies each project’s own origin list', async () => {
    const allowed = await server.request('/closed/', { headers: { origin: 'https://allowed.example' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://allowed.example');
    const foreign = await server.request('/closed/', { headers: { origin: 'https://evil.example' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    // '*' never echoes an arbitrary origin together with credentials (issue 15, defect 12).
    const open = await server.request('/open/', { headers: { origin: 'https://evil.example' } });
    expect(open.headers.get('access-control-allow-origin')).toBe('*');
    expect(open.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('gives every response a request id', async () => {
    const a = await server.request('/server/ping');
    const b = await server.request('/nope/');
    expect(a.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(b.headers.get('x-request-id')).not.toBe(a.headers.get('x-request-id'));
  });

  it('redirects the root to the admin app and serves a page there', async () => {
    const root = await server.request('/');
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toBe('/admin/');
    const admin = await server.request('/admin/');
    expect(admin.status).toBe(200);
    expect(admin.headers.get('content-type')).toMatch(/text\/html/);
  });

  it('serves a built admin app at /admin/ with cache rules for its assets', async () => {
    const appDir = path.join(server.dataDir, 'built-app');
    await fs.mkdir(path.join(appDir, 'assets'), { recursive: true });
    await fs.writeFile(path.join(appDir, 'index.html'), '<!doctype html><title>Atrium app</title>');
    await fs.writeFile(path.join(appDir, 'assets', 'index-abc123.js'), 'console.log(1)');
    const withApp = await startTestServer({ dataDir: server.dataDir, appDir });
    try {
      for (const p of ['/admin/', '/admin']) {
        const res = await withApp.request(p);
        expect([p, res.status]).toEqual([p, 200]);
        expect(await res.text()).toContain('Atrium app');
        expect(res.headers.get('cache-control')).toBe('no-cache');
      }
      const asset = await withApp.request('/admin/assets/index-abc123.js');
      expect(asset.status).toBe(200);
      expect(asset.headers.get('cache-control')).toContain('immutable');
      expect((await withApp.request('/admin/missing.js')).status).toBe(404);
    } finally {
      await withApp.close();
    }
  });

  it('answers 503/21 for project requests while the maintenance flag exists', async () => {
    const flag = path.join(server.dataDir, 'maintenance');
    await fs.writeFile(flag, '');
    try {
      // The flag is re-read every two seconds.
      await new Promise((r) => setTimeout(r, 2100));
      const res = await server.request('/open/');
      expect(res.status).toBe(503);
      expect((await json(res)).error.code).toBe(21);
      expect((await server.request('/server/ping')).status).toBe(200);
    } finally {
      await fs.rm(flag);
    }
    await new Promise((r) => setTimeout(r, 2100));
    expect((await server.request('/open/')).status).toBe(200);
  });
});
