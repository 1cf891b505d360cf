import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueryParams } from '@atrium/sdk';
import '../../i18n';
import { setApiRoot } from '../../api/client';
import { mockFetch } from '../../../test/fetch-mock';
import { ExportMenu } from './ExportMenu';

const VIEW: QueryParams = {
  fields: ['id', 'title', 'author.name'],
  filter: { views: { gte: 20 } },
  q: 'news',
  sort: ['-views'],
  limit: 50,
  offset: 100,
  meta: 'total_count',
};

function renderMenu(collection = 'articles') {
  const download = vi.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ExportMenu project="p" collection={collection} params={VIEW} download={download} />
    </QueryClientProvider>,
  );
  return { download };
}

beforeEach(() => setApiRoot('http://localhost/'));

describe('ExportMenu', () => {
  it('downloads the view as CSV from the API, without its paging', async () => {
    const calls = mockFetch({ 'GET p/items/articles': { body: { data: [] } } });
    const { download } = renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'CSV (spreadsheet)' }));
    await vi.waitFor(() => expect(download).toHaveBeenCalledTimes(1));
    const url = new URL(download.mock.calls[0]![0] as string);
    expect(url.pathname).toBe('/p/items/articles');
    expect(url.searchParams.get('export')).toBe('csv');
    expect(url.searchParams.get('filter[views][gte]')).toBe('20');
    expect(url.searchParams.get('q')).toBe('news');
    expect(url.searchParams.get('sort[0]') ?? url.searchParams.get('sort')).toBe('-views');
    for (const k of ['limit', 'offset', 'meta']) expect(url.searchParams.has(k)).toBe(false);
    // The view was checked first with a read of no rows.
    expect(calls[0]!.search).toContain('limit=0');
  });

  it('offers JSON from the keyboard', async () => {
    mockFetch({ 'GET p/items/articles': { body: { data: [] } } });
    const { download } = renderMenu();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Export' }));
    // Arrow down opens the menu on its first item (react-aria's menu trigger).
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await vi.waitFor(() => expect(download).toHaveBeenCalledTimes(1));
    expect(new URL(download.mock.calls[0]![0] as string).searchParams.get('export')).toBe('json');
  });

  it('shows why a refused view cannot be exported, and downloads nothing', async () => {
    mockFetch({
      'GET p/items/articles': {
        status: 403,
        body: { error: { code: 304, message: 'Permission denied: field read' } },
      },
    });
    const { download } = renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'JSON' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Couldn't export: Permission denied: field read",
    );
    expect(download).not.toHaveBeenCalled();
  });

  it('is not offered for system collections', () => {
    mockFetch({});
    renderMenu('directus_users');
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
  });
});
