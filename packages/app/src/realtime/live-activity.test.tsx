import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activityKeys } from '../api/activity/keys';
import type { RealtimeMessage, SubscribeOptions } from './connection';

/** The socket of these tests: what was subscribed, and a way to deliver events to it. */
const subscriptions: { options: SubscribeOptions; handler: (m: RealtimeMessage) => void }[] = [];
vi.mock('./connection', async (actual) => ({
  ...(await actual<typeof import('./connection')>()),
  realtimeFor: () => ({
    subscribe(options: SubscribeOptions, handler: (m: RealtimeMessage) => void) {
      const entry = { options, handler };
      subscriptions.push(entry);
      return () => subscriptions.splice(subscriptions.indexOf(entry), 1);
    },
  }),
}));

const { useCommentBell, useLiveItemActivity } = await import('./live-activity');
const { useRealtimeStatus } = await import('./connection');

function Sidebar() {
  useLiveItemActivity('p', 'articles', 7);
  return null;
}

function Bell() {
  return <span data-testid="bell">{useCommentBell('p')}</span>;
}

function mount(ui: React.ReactNode, path = '/p/collections/articles') {
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { invalidate, view };
}

describe('live activity', () => {
  beforeEach(() => {
    subscriptions.length = 0;
    useRealtimeStatus.setState({ status: { p: 'online' } });
  });
  afterEach(() => vi.useRealTimers());

  it("reads the item's timeline again when a comment on the item arrives, and after a reconnection", () => {
    const { invalidate } = mount(<Sidebar />);
    expect(subscriptions).toHaveLength(1);
    expect(subscriptions[0]!.options).toMatchObject({
      collection: 'directus_activity',
      query: { filter: { collection: { eq: 'articles' }, item: { eq: '7' }, action: { eq: 'comment' } } },
    });
    const timeline = { queryKey: activityKeys.item('p', 'articles', '7') };
    act(() => subscriptions[0]!.handler({ type: 'subscription', event: 'init', data: [] }));
    expect(invalidate).not.toHaveBeenCalled();
    act(() => subscriptions[0]!.handler({ type: 'subscription', event: 'create', data: [{ id: 1 }] }));
    expect(invalidate).toHaveBeenCalledWith(timeline);
    invalidate.mockClear();
    act(() => subscriptions[0]!.handler({ type: 'subscription', event: 'init', data: [] }));
    expect(invalidate).toHaveBeenCalledWith(timeline);
  });

  it('reads the timeline every 30 seconds where sockets are blocked', () => {
    vi.useFakeTimers();
    useRealtimeStatus.setState({ status: { p: 'unavailable' } });
    const { invalidate } = mount(<Sidebar />);
    act(() => void vi.advanceTimersByTime(29_000));
    expect(invalidate).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1_000));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: activityKeys.item('p', 'articles', '7') });
  });

  it("counts others' comments on the bell, not the user's own, and none on the activity page", () => {
    const { view } = mount(<Bell />);
    const bell = () => view.getByTestId('bell').textContent;
    const sub = subscriptions[0]!;
    expect(sub.options).toMatchObject({ collection: 'directus_activity', event: 'create' });
    act(() => sub.handler({ type: 'subscription', event: 'create', data: [{ id: 1 }, { id: 2 }] }));
    expect(bell()).toBe('2');
    act(() =>
      sub.handler({ type: 'subscription', event: 'create', data: [{ id: 3 }], own: true } as RealtimeMessage),
    );
    expect(bell()).toBe('2');
    view.unmount();

    const onActivity = mount(<Bell />, '/p/activity').view;
    expect(onActivity.getByTestId('bell').textContent).toBe('0');
    act(() => subscriptions[0]!.handler({ type: 'subscription', event: 'create', data: [{ id: 4 }] }));
    expect(onActivity.getByTestId('bell').textContent).toBe('0');
  });
});
