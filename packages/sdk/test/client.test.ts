import { describe, expect, it, vi } from 'vitest';
import { ApiError, createClient, ErrorCode, isApiError, serializeQuery, type XhrLike } from '../src';

function fakeFetch(status: number, body: unknown, text = false) {
  return vi.fn(
    async (_url: string | URL | Request, _init?: RequestInit) =>
      new Response(status === 204 ? null : text ? String(body) : JSON.stringify(body), { status }),
  );
}

describe('query serialisation (PHP brackets)', () => {
  it('writes nested filters, arrays and scalars the way the server parses them', () => {
    const qs = serializeQuery({
      fields: ['id', 'author.*'],
      filter: { title: { contains: 'a b' }, status: { in: ['draft', 'published'] } },
      limit: -1,
      single: true,
      q: undefined,
      empty: null,
    });
    expect(decodeURIComponent(qs).split('&')).toEqual([
      'fields[0]=id',
      'fields[1]=author.*',
      'filter[title][contains]=a b',
      'filter[status][in][0]=draft',
      'filter[status][in][1]=published',
      'limit=-1',
      'single=1',
      'empty=',
    ]);
    expect(qs).toContain('a%20b');
  });
});

describe('createClient', () => {
  it('puts the project in the path and header of every project call, in cookie mode', async () => {
    const fetch = fakeFetch(200, { data: [] });
    const client = createClient({ apiRoot: 'https://cms.example/base/', fetch });
    await client.getItems('blog', 'posts', { limit: 10, meta: 'total_count' });
    await client.getItems('other', 'directus_users');
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe('https://cms.example/base/blog/items/posts?limit=10&meta=total_count');
    expect(init?.credentials).toBe('include');
    expect((init?.headers as Record<string, string>)['x-directus-project']).toBe('blog');
    // System collections map to their own endpoints.
    expect(String(fetch.mock.calls[1]![0])).toBe('https://cms.example/base/other/users');
  });

  it('adds the headers its options give at call time (view as role), per request', async () => {
    const fetch = fakeFetch(200, { data: [] });
    let extra: Record<string, string> = {};
    const client = createClient({ apiRoot: 'http://h/', fetch, headers: () => extra });
    await client.getItems('blog', 'posts');
    extra = { 'x-atrium-view-as-role': '3' };
    await client.getItems('blog', 'posts');
    await client.deletePermissions('blog', [4, 5]);
    const sent = fetch.mock.calls.map(
      (c) => (c[1]?.headers as Record<string, string>)['x-atrium-view-as-role'],
    );
    expect(sent).toEqual([undefined, '3', '3']);
    expect(String(fetch.mock.calls[2]![0])).toBe('http://h/blog/permissions/4,5');
    expect(fetch.mock.calls[2]![1]?.method).toBe('DELETE');
  });

  it('asks for extension lists on the root with the project header', async () => {
    const fetch = fakeFetch(200, { data: [{ id: 'text-input' }] });
    const client = createClient({ apiRoot: 'http://h/', fetch });
    expect(await client.getExtensions('blog', 'interfaces')).toEqual([{ id: 'text-input' }]);
    expect(String(fetch.mock.calls[0]![0])).toBe('http://h/interfaces');
    expect((fetch.mock.calls[0]![1]?.headers as Record<string, string>)['x-directus-project']).toBe('blog');
  });

  it('calls root endpoints without a project', async () => {
    const fetch = fakeFetch(200, { data: ['a', 'b'] });
    const client = createClient({ apiRoot: 'http://h/', fetch });
    expect(await client.getProjects()).toEqual(['a', 'b']);
    expect(String(fetch.mock.calls[0]![0])).toBe('http://h/server/projects');
    expect(
      (fetch.mock.calls[0]![1]?.headers as Record<string, string>)['x-directus-project'],
    ).toBeUndefined();
  });

  it('joins several keys with commas and sends JSON bodies', async () => {
    const fetch = fakeFetch(200, { data: [{ id: 1 }, { id: 2 }] });
    const client = createClient({ apiRoot: 'http://h/', fetch });
    await client.updateItem('p', 'posts', [1, 2], { status: 'draft' });
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe('http://h/p/items/posts/1,2');
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(String(init?.body))).toEqual({ status: 'draft' });
  });

  it('unwraps list envelopes with their meta and answers 204 with null', async () => {
    const list = createClient({
      apiRoot: 'http://h/',
      fetch: fakeFetch(200, { data: [{ id: 1 }], meta: { total_count: 7 } }),
    });
    const res = await list.getItems('p', 'posts', { meta: '*' });
    expect(res.data).toEqual([{ id: 1 }]);
    expect(res.meta?.total_count).toBe(7);
    const del = createClient({ apiRoot: 'http://h/', fetch: fakeFetch(204, null) });
    expect(await del.deleteItems('p', 'posts', [3])).toBeNull();
  });

  it('throws a typed ApiError with code, status and message, comparable by name', async () => {
    const client = createClient({
      apiRoot: 'http://h/',
      fetch: fakeFetch(403, { error: { code: 3, message: 'Unauthorized request' } }),
    });
    const err = await client.getMe('p').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    const api = err as ApiError;
    expect(api.code).toBe(ErrorCode.Unauthorized);
    expect(api.status).toBe(403);
    expect(api.message).toBe('Unauthorized request');
    expect(api.is('Unauthorized')).toBe(true);
    expect(api.is('Forbidden')).toBe(false);
    expect(isApiError(err, 'Unauthorized')).toBe(true);
  });

  it('treats a 200 answer carrying an error as a failure (login 2FA enforced)', async () => {
    const client = createClient({
      apiRoot: 'http://h/',
      fetch: fakeFetch(200, { error: { code: 113, message: '2FA enforced' } }),
    });
    await expect(client.login('p', { email: 'a@b.c', password: 'x' })).rejects.toMatchObject({
      code: 113,
      status: 200,
    });
  });

  it('reports an unreachable API as a network error', async () => {
    const client = createClient({
      apiRoot: 'http://h/',
      fetch: vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    });
    const err = (await client.ping().catch((e: unknown) => e)) as ApiError;
    expect(err.network).toBe(true);
    expect(err.status).toBe(0);
  });

  it('reads ping as text', async () => {
    const client = createClient({ apiRoot: 'http://h/', fetch: fakeFetch(200, 'pong', true) });
    expect(await client.ping()).toBe('pong');
  });

  it('rejects a non-JSON error page with its status', async () => {
    const client = createClient({ apiRoot: 'http://h/', fetch: fakeFetch(502, 'Bad gateway', true) });
    await expect(client.getCollections('p')).rejects.toMatchObject({ status: 502, code: -2 });
  });
});

describe('upload', () => {
  class FakeXhr implements XhrLike {
    static last: FakeXhr;
    withCredentials = false;
    status = 0;
    statusText = '';
    responseText = '';
    headers: Record<string, string> = {};
    url = '';
    method = '';
    upload: XhrLike['upload'] = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    constructor() {
      FakeXhr.last = this;
    }
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send() {}
  }

  it('reports progress and resolves with the file object', async () => {
    const client = createClient({ apiRoot: 'http://h/', xhr: FakeXhr });
    const progress: number[] = [];
    const done = client.upload('p', new FormData(), (pct) => progress.push(pct));
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url]).toEqual(['POST', 'http://h/p/files']);
    expect(xhr.withCredentials).toBe(true);
    xhr.upload.onprogress?.({ loaded: 50, total: 200, lengthComputable: true });
    xhr.upload.onprogress?.({ loaded: 200, total: 200, lengthComputable: true });
    xhr.status = 200;
    xhr.responseText = JSON.stringify({ data: { id: 9, filename_disk: 'a.png' } });
    xhr.onload?.();
    expect(await done).toMatchObject({ id: 9 });
    expect(progress).toEqual([25, 100]);
  });

  it('replaces a file with PATCH on its own path', async () => {
    const client = createClient({ apiRoot: 'http://h/', xhr: FakeXhr });
    const done = client.replaceFile('p', 7, new FormData());
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url]).toEqual(['PATCH', 'http://h/p/files/7']);
    xhr.status = 200;
    xhr.responseText = JSON.stringify({ data: { id: 7, filename_disk: 'b.png' } });
    xhr.onload?.();
    expect(await done).toMatchObject({ id: 7, filename_disk: 'b.png' });
  });

  it('rejects with the server error code', async () => {
    const client = createClient({ apiRoot: 'http://h/', xhr: FakeXhr });
    const done = client.upload('p', new FormData());
    const xhr = FakeXhr.last;
    xhr.status = 403;
    xhr.responseText = JSON.stringify({
      error: { code: 10, message: 'You are not allowed to upload files' },
    });
    xhr.onload?.();
    const err = (await done.catch((e: unknown) => e)) as ApiError;
    expect(err.is('Forbidden')).toBe(true);
  });
});

describe('itemsExportUrl (Atrium export extension)', () => {
  it('keeps the view and drops paging and meta', () => {
    const client = createClient({ apiRoot: 'https://cms.example/base/' });
    const url = new URL(
      client.itemsExportUrl(
        'my project',
        'blog posts',
        {
          fields: ['id', 'author.name'],
          filter: { title: { contains: 'a,b' } },
          q: 'x',
          sort: '-id',
          limit: 50,
          offset: 100,
          page: 3,
          meta: 'total_count',
        },
        'csv',
      ),
    );
    expect(url.pathname).toBe('/base/my%20project/items/blog%20posts');
    expect(url.searchParams.get('export')).toBe('csv');
    expect(url.searchParams.get('filter[title][contains]')).toBe('a,b');
    expect(url.searchParams.get('q')).toBe('x');
    expect(url.searchParams.get('sort')).toBe('-id');
    for (const dropped of ['limit', 'offset', 'page', 'meta'])
      expect(url.searchParams.has(dropped)).toBe(false);
    expect([...url.searchParams.keys()].filter((k) => k.startsWith('fields'))).not.toHaveLength(0);
  });
});

describe('stale-write protection', () => {
  it('reads the ETag of one item and sends it back as If-Match', async () => {
    const fetch = vi.fn(
      async (_url: string | URL | Request, init?: RequestInit) =>
        new Response(JSON.stringify({ data: { id: 1, title: 'A' } }), {
          status: 200,
          headers: { etag: init?.method === 'PATCH' ? '"v2"' : '"v1"' },
        }),
    );
    const client = createClient({ apiRoot: 'https://cms.example/', fetch });
    const got = await client.getItemTagged('blog', 'posts', 1);
    expect(got).toEqual({ data: { id: 1, title: 'A' }, etag: '"v1"' });
    const saved = await client.updateItemTagged('blog', 'posts', 1, { title: 'B' }, got.etag);
    expect(saved.etag).toBe('"v2"');
    const headers = fetch.mock.calls[1]![1]!.headers as Record<string, string>;
    expect(headers['if-match']).toBe('"v1"');
  });

  it('a changed item rejects with code 217', async () => {
    const fetch = fakeFetch(412, { error: { code: 217, message: 'changed' } });
    const client = createClient({ apiRoot: 'https://cms.example/', fetch });
    const err = await client.updateItemTagged('blog', 'posts', 1, { title: 'B' }, '"old"').catch((e) => e);
    expect(isApiError(err) && err.code).toBe(ErrorCode.ItemModified);
  });
});
