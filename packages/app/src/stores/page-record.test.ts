import { beforeEach, describe, expect, it, vi } from 'vitest';

const tracked: string[] = [];
vi.mock('../api/client', () => ({
  api: {
    trackPage: (_project: string, _user: number, path: string) => {
      tracked.push(path);
      return Promise.resolve();
    },
  },
}));

const { recordPage, refusePage, resetPageRecord } = await import('./page-record');

describe('the last page (issue 31 #9)', () => {
  beforeEach(() => {
    tracked.length = 0;
    resetPageRecord();
  });

  it('puts the last page that opened back when a page turns out not found', () => {
    recordPage('demo', 1, '/demo/collections/articles');
    recordPage('demo', 1, '/demo/collections/nope');
    refusePage('/demo/collections/nope');
    expect(tracked.at(-1)).toBe('/demo/collections/articles');
  });

  it('never records a page already known not to open', () => {
    recordPage('demo', 1, '/demo/collections/articles');
    refusePage('/demo/settings/roles');
    recordPage('demo', 1, '/demo/settings/roles');
    expect(tracked).toEqual(['/demo/collections/articles']);
    recordPage('demo', 1, '/demo/collections/tags');
    expect(tracked.at(-1)).toBe('/demo/collections/tags');
  });

  it('records pages as before when they open', () => {
    recordPage('demo', 1, '/demo/collections/articles');
    recordPage('demo', 1, '/demo/collections/articles/5');
    expect(tracked).toEqual(['/demo/collections/articles', '/demo/collections/articles/5']);
  });
});
