import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, fireEvent } from '@testing-library/react';
import { DEFAULT_DELAY, useNotifications } from '../src/stores/notifications';
import { bus } from '../src/lib/events';
import { Notifications } from '../src/shell/Notifications';
import '../src/i18n';

describe('notifications', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useNotifications.getState().clear();
  });
  afterEach(() => vi.useRealTimers());

  it('queues notifications and removes them after their delay (default 5000 ms)', () => {
    const { add } = useNotifications.getState();
    add({ title: 'item_saved' });
    add({ title: 'sticky', delay: 0 });
    expect(useNotifications.getState().queue).toHaveLength(2);
    vi.advanceTimersByTime(DEFAULT_DELAY - 1);
    expect(useNotifications.getState().queue).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(useNotifications.getState().queue.map((n) => n.title)).toEqual(['sticky']);
    vi.advanceTimersByTime(60_000);
    expect(useNotifications.getState().queue).toHaveLength(1);
  });

  it('runs the click action and removes the notification when the right icon is clicked', () => {
    const onClick = vi.fn();
    useNotifications.getState().add({ title: 'something_went_wrong', delay: 0, onClick });
    render(<Notifications />);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(useNotifications.getState().queue).toHaveLength(0);
  });

  it('throws when the click action is not a function', () => {
    const id = useNotifications.getState().add({ title: 'x', delay: 0, onClick: 'nope' });
    expect(() => useNotifications.getState().click(id)).toThrow('Notification callback is not a function');
  });

  it('turns error events into red and warning events into orange notifications', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    bus.emit('error', { error: new Error('boom'), notify: 'something_went_wrong' });
    bus.emit('error', { error: new Error('quiet') });
    bus.emit('warning', { notify: 'upload_exceeds_max_size', values: { filename: 'a.png' } });
    const queue = useNotifications.getState().queue;
    expect(log).toHaveBeenCalledTimes(2);
    expect(queue.map((n) => [n.title, n.color, n.iconMain])).toEqual([
      ['something_went_wrong', 'danger', 'error'],
      ['upload_exceeds_max_size', 'warning', 'warning'],
    ]);
  });

  it('renders translated titles', () => {
    useNotifications.getState().add({ title: 'something_went_wrong', color: 'danger', delay: 0 });
    render(<Notifications />);
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong.');
  });
});
