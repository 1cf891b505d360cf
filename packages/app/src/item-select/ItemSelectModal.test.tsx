import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../i18n';
import { mockFetch, type MockCall } from '../../test/fetch-mock';
import { setApiRoot } from '../api/client';
import { collectionKeys } from '../api/collections/keys';
import { createQueryClient } from '../api/query-client';
import { fakeLayout } from '../layouts/shared/testing';
import { useProjects } from '../stores/projects';
import { ItemSelectModal } from './ItemSelectModal';
import { nextSelection } from './filters';

const field = (name: string, extra: Record<string, unknown> = {}) => ({
  collection: 'authors',
  field: name,
  type: 'string',
  datatype: 'VARCHAR',
  interface: 'text-input',
  sort: 2,
  ...extra,
});
const AUTHORS = {
  collection: 'authors',
  fields: {
    id: field('id', { type: 'integer', primary_key: true, interface: 'primary-key', sort: 1 }),
    name: field('name'),
  },
};

const author = (id: number) => ({ id, name: `Author ${id}` });

let client: ReturnType<typeof createQueryClient>;
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={client}>{children}</QueryClientProvider>
);

/** Answers item pages: `total` authors, 200 per page, `q` matching names. */
function serve(total: number) {
  return mockFetch({
    'GET demo/items/authors': (call: MockCall) => {
      const params = new URLSearchParams(call.search);
      const all = Array.from({ length: total }, (_, i) => author(i + 1));
      const q = params.get('q');
      const matching = q ? all.filter((a) => a.name.includes(q)) : all;
      const limit = Number(params.get('limit'));
      const offset = Number(params.get('offset') ?? 0);
      return { body: { data: matching.slice(offset, offset + limit), meta: { total_count: total } } };
    },
  });
}

describe('ItemSelectModal', () => {
  beforeEach(() => {
    fakeLayout();
    setApiRoot('http://localhost/');
    client = createQueryClient();
    client.setQueryData(collectionKeys.all('demo'), { authors: AUTHORS });
    useProjects.setState({
      current: 'demo',
      projects: [{ key: 'demo', status: 'successful', data: null, error: null }],
    });
  });

  it('reads pages of 200 with meta, counts with limit 1, and offers Load more only after a full page', async () => {
    const calls = serve(230);
    render(<ItemSelectModal collection="authors" mode="multiple" onSelect={vi.fn()} onCancel={vi.fn()} />, {
      wrapper,
    });
    await screen.findByText('Author 1');
    const searches = calls.map((c) => c.search);
    expect(searches).toContainEqual(
      expect.stringMatching(/limit=200&meta=\*&fields=\*\.\*&sort=id&offset=0/),
    );
    expect(searches).toContainEqual('?limit=1&meta=total_count');
    // The count fills the search placeholder.
    await screen.findByPlaceholderText('230 items');
    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(calls.some((c) => c.search.includes('offset=200'))).toBe(true));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull());
  });

  it('searches 850 ms after typing stops', async () => {
    const calls = serve(30);
    render(<ItemSelectModal collection="authors" mode="single" onSelect={vi.fn()} onCancel={vi.fn()} />, {
      wrapper,
    });
    await screen.findByText('Author 1');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'Author 7' } });
      act(() => vi.advanceTimersByTime(800));
      expect(calls.some((c) => c.search.includes('q='))).toBe(false);
      act(() => vi.advanceTimersByTime(100));
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(calls.some((c) => c.search.includes('q=Author 7'))).toBe(true));
    await waitFor(() => expect(screen.queryByText('Author 1')).toBeNull());
  });

  it('single mode: a row click selects it, another replaces it, Done reports the key and row', async () => {
    serve(5);
    const onSelect = vi.fn();
    render(
      <ItemSelectModal
        collection="authors"
        mode="single"
        selected={[1]}
        onSelect={onSelect}
        onCancel={vi.fn()}
      />,
      {
        wrapper,
      },
    );
    fireEvent.click(await screen.findByText('Author 3'));
    fireEvent.click(screen.getByText('Author 4'));
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onSelect).toHaveBeenCalledWith([4], [author(4)]);
  });

  it('multiple mode keeps every pick; Cancel reports nothing', async () => {
    serve(5);
    const onSelect = vi.fn();
    const onCancel = vi.fn();
    render(<ItemSelectModal collection="authors" mode="multiple" onSelect={onSelect} onCancel={onCancel} />, {
      wrapper,
    });
    fireEvent.click(await screen.findByText('Author 2'));
    fireEvent.click(screen.getByText('Author 5'));
    expect(screen.getByText('2 selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('shows an empty state and a server error', async () => {
    mockFetch({ 'GET demo/items/authors': { status: 500, body: { error: { code: 0, message: 'Boom' } } } });
    render(<ItemSelectModal collection="authors" mode="single" onSelect={vi.fn()} onCancel={vi.fn()} />, {
      wrapper,
    });
    expect(await screen.findByRole('alert')).toBeTruthy();
  });

  it('nextSelection keeps one key in single mode', () => {
    expect(nextSelection('single', [1], [1, 2])).toEqual([2]);
    expect(nextSelection('single', [2], [])).toEqual([]);
    expect(nextSelection('multiple', [1], [1, 2])).toEqual([1, 2]);
  });
});
