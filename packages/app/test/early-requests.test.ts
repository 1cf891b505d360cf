import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { script } from '../build/early-requests-script';

/** A fresh copy of the module: its recording starts with the page. */
async function load() {
  vi.resetModules();
  return import('../src/api/early-requests');
}

const kept = () =>
  JSON.parse(localStorage.getItem('atrium.early') ?? 'null') as {
    paths: Record<string, { requests: [string, string, Record<string, string>][] }>;
  } | null;

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

describe('early requests', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    window.__atriumEarly = undefined;
  });
  afterEach(() => vi.unstubAllGlobals());

  it("keeps a successful start's reads under its screen, and not the ping or writes", async () => {
    const fetch = vi.fn(async () => json({ data: [] }));
    vi.stubGlobal('fetch', fetch);
    const early = await load();
    const headers = { 'x-directus-project': 'p' };
    await early.earlyFetch('http://x/p/users/me?fields=id', { method: 'GET', headers });
    await early.earlyFetch('http://x/p/users/me?fields=id', { method: 'GET', headers });
    await early.earlyFetch('http://x/server/ping', { method: 'GET' });
    await early.earlyFetch('http://x/p/items/a', { method: 'POST', headers, body: '{}' });
    early.finishRecording('/p/collections/a/', true);
    const requests = kept()?.paths['/p/collections/a']?.requests ?? [];
    expect(requests.map((r) => r[1])).toEqual(['http://x/p/users/me?fields=id']);
    expect(requests[0]?.[2]).toEqual(headers);
    // A later start in the same page keeps what the first one kept.
    early.finishRecording('/p/collections/a', true);
    expect(kept()?.paths['/p/collections/a']?.requests).toHaveLength(1);
  });

  it('forgets a screen whose start failed, and everything on sign-out', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({})),
    );
    let early = await load();
    await early.earlyFetch('http://x/p/collections', { method: 'GET', headers: {} });
    early.finishRecording('/p/collections/a', true);
    early = await load();
    await early.earlyFetch('http://x/p/collections', { method: 'GET', headers: {} });
    early.finishRecording('/p/collections/b', true);
    expect(Object.keys(kept()?.paths ?? {})).toEqual(['/p/collections/b', '/p/collections/a']);
    early = await load();
    early.finishRecording('/p/collections/a', false);
    expect(Object.keys(kept()?.paths ?? {})).toEqual(['/p/collections/b']);
    early.forgetEarlyRequests();
    expect(localStorage.getItem('atrium.early')).toBeNull();
    // Answers still waiting after a failed start (no session) are not taken.
    window.__atriumEarly = { at: performance.now(), requests: { k: Promise.resolve(json({})) } };
    early = await load();
    early.finishRecording('/p/collections/a', false);
    expect(window.__atriumEarly).toBeUndefined();
  });

  it("the page's first script sends a kept screen's reads, and the client takes each answer once", async () => {
    const headers = { 'x-directus-project': 'p' };
    let early = await load();
    const key = early.requestKey('http://x/p/users/me', headers);
    localStorage.setItem(
      'atrium.early',
      JSON.stringify({
        paths: { '/p/collections/a': { at: 1, requests: [[key, 'http://x/p/users/me', headers]] } },
      }),
    );
    let served = 0;
    const fetch = vi.fn(async () => json({ data: { id: ++served } }));
    vi.stubGlobal('fetch', fetch);
    window.location.hash = '#/p/collections/a';
    new Function(script())();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('http://x/p/users/me', { headers, credentials: 'include' });

    early = await load();
    // The same request (headers in another order are the same) takes the early answer…
    const first = await early.earlyFetch('http://x/p/users/me', { method: 'GET', headers: { ...headers } });
    expect(await first.json()).toEqual({ data: { id: 1 } });
    expect(fetch).toHaveBeenCalledTimes(1);
    // …once; then, and for other headers, the client asks itself.
    await early.earlyFetch('http://x/p/users/me', { method: 'GET', headers });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('sends nothing for a public page, a screen not kept, or while viewing the app as a role', () => {
    const headers = { 'x-directus-project': 'p' };
    localStorage.setItem(
      'atrium.early',
      JSON.stringify({
        paths: { '/p/collections/a': { at: 1, requests: [['k', 'http://x/p/users/me', headers]] } },
      }),
    );
    const fetch = vi.fn(async () => json({}));
    vi.stubGlobal('fetch', fetch);
    const run = () => new Function(script())();
    for (const hash of ['#/login', '#/p/collections/b']) {
      window.location.hash = hash;
      run();
    }
    sessionStorage.setItem('atrium.view-as-role', JSON.stringify({ project: 'p', role: 2 }));
    window.location.hash = '#/p/collections/a';
    run();
    expect(fetch).not.toHaveBeenCalled();
  });
});
