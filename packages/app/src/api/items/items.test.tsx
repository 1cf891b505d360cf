import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { activityKeys } from '../activity/keys';
import { setApiRoot } from '../client';
import { collectionKeys } from '../collections/keys';
import { useUpdateCollection } from '../collections/mutations';
import { createQueryClient } from '../query-client';
import { revisionKeys } from '../revisions/keys';
import { userKeys } from '../users/keys';
import { itemKeys } from './keys';
import { useCreateItem, useDeleteItems, useUpdateItem } from './mutations';
import { useItem, useItems } from './queries';

let client: ReturnType<typeof createQueryClient>;
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={client}>{children}</QueryClientProvider>
);

/** Seeds a cache entry and reports whether a write made it stale. */
function seed(key: readonly unknown[]) {
  client.setQueryData(key, { data: [] });
  return () => client.getQueryState(key)?.isInvalidated === true;
}

describe('item queries', () => {
  beforeEach(() => {
    setApiRoot('http://localhost/');
    client = createQueryClient();
  });

  it('keys every read by project, collection and params', async () => {
    const calls = mockFetch({
      'GET a/items/posts': { body: { data: [{ id: 1 }], meta: { total_count: 1 } } },
      'GET b/items/posts': { body: { data: [{ id: 2 }] } },
    });
    const a = renderHook(() => useItems('a', 'posts', { limit: 10, meta: 'total_count' }), { wrapper });
    const b = renderHook(() => useItems('b', 'posts', { limit: 10 }), { wrapper });
    await waitFor(() => expect(a.result.current.data?.data).toEqual([{ id: 1 }]));
    await waitFor(() => expect(b.result.current.data?.data).toEqual([{ id: 2 }]));
    expect(a.result.current.data?.meta?.total_count).toBe(1);
    expect(calls.map((c) => `${c.path}${c.search}`)).toEqual([
      'a/items/posts?limit=10&meta=total_count',
      'b/items/posts?limit=10',
    ]);
    expect(client.getQueryData(itemKeys.list('a', 'posts', { limit: 10, meta: 'total_count' }))).toBeTruthy();
  });

  it('does not load the new-item form', () => {
    const calls = mockFetch({});
    renderHook(() => useItem('a', 'posts', '+'), { wrapper });
    expect(calls).toEqual([]);
  });

  it('an update invalidates exactly the lists, that item, its activity and revisions', async () => {
    mockFetch({ 'PATCH a/items/posts/1': { body: { data: { id: 1, headline: 'x' } } } });
    const postsList = seed(itemKeys.list('a', 'posts', { limit: 10 }));
    const post1 = seed(itemKeys.detailWith('a', 'posts', 1, { fields: '*.*.*.*' }));
    const post2 = seed(itemKeys.detailWith('a', 'posts', 2));
    const post1Activity = seed(activityKeys.item('a', 'posts', 1));
    const post1Revisions = seed([...revisionKeys.item('a', 'posts', 1), {}]);
    const tagsList = seed(itemKeys.list('a', 'tags'));
    const otherProject = seed(itemKeys.list('b', 'posts', { limit: 10 }));
    const schema = seed(collectionKeys.all('a'));

    const { result } = renderHook(() => useUpdateItem('a', 'posts'), { wrapper });
    await act(() => result.current.mutateAsync({ key: 1, values: { headline: 'x' } }));

    expect([postsList(), post1(), post1Activity(), post1Revisions()]).toEqual([true, true, true, true]);
    expect([post2(), tagsList(), otherProject(), schema()]).toEqual([false, false, false, false]);
  });

  it('a create invalidates the lists but no single item', async () => {
    const calls = mockFetch({ 'POST a/items/posts': { body: { data: { id: 3 } } } });
    const postsList = seed(itemKeys.infinite('a', 'posts', { limit: 50 }));
    const post1 = seed(itemKeys.detailWith('a', 'posts', 1));
    const { result } = renderHook(() => useCreateItem('a', 'posts'), { wrapper });
    const saved = await act(() => result.current.mutateAsync({ values: { headline: 'new' } }));
    expect(saved).toEqual({ id: 3 });
    expect(calls[0]?.body).toEqual({ headline: 'new' });
    expect([postsList(), post1()]).toEqual([true, false]);
  });

  it('a delete drops the deleted items from the cache and refreshes the lists', async () => {
    const calls = mockFetch({ 'DELETE a/items/posts/1,2': { status: 204 } });
    client.setQueryData(itemKeys.detailWith('a', 'posts', 1), { id: 1 });
    const post3 = seed(itemKeys.detailWith('a', 'posts', 3));
    const postsList = seed(itemKeys.list('a', 'posts'));
    const { result } = renderHook(() => useDeleteItems('a', 'posts'), { wrapper });
    await act(() => result.current.mutateAsync([1, 2]));
    expect(calls[0]?.path).toBe('a/items/posts/1,2');
    expect(client.getQueryData(itemKeys.detailWith('a', 'posts', 1))).toBeUndefined();
    expect([postsList(), post3()]).toEqual([true, false]);
  });

  it('a write to a system collection refreshes its domain (users → the user directory)', async () => {
    mockFetch({ 'PATCH a/users/5': { body: { data: { id: 5 } } } });
    const directory = seed(userKeys.directory('a'));
    const posts = seed(itemKeys.list('a', 'posts'));
    const { result } = renderHook(() => useUpdateItem('a', 'directus_users'), { wrapper });
    await act(() => result.current.mutateAsync({ key: 5, values: { company: 'Editor' } }));
    expect([directory(), posts()]).toEqual([true, false]);
  });

  it('a collection update refreshes the collections map only', async () => {
    mockFetch({ 'PATCH a/collections/posts': { body: { data: { collection: 'posts' } } } });
    const schema = seed(collectionKeys.all('a'));
    const posts = seed(itemKeys.list('a', 'posts'));
    const { result } = renderHook(() => useUpdateCollection('a'), { wrapper });
    await act(() => result.current.mutateAsync({ collection: 'posts', note: 'Hello' }));
    expect([schema(), posts()]).toEqual([true, false]);
  });
});
