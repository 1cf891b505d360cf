import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { format } from 'date-fns';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../i18n';
import { fakeLayout, fieldMap, layoutProps, makeField } from '../shared/testing';
import type { Item } from '../types';
import type { CalendarOptions, CalendarQuery } from './types';
import { CalendarView } from './View';

const fields = fieldMap(
  makeField('id', 'integer'),
  makeField('name'),
  makeField('on', 'date'),
  makeField('at', 'time'),
);
const now = new Date();
const busyDay = now.getDate() === 15 ? 16 : 15;
const dayString = (d: number) => format(new Date(now.getFullYear(), now.getMonth(), d), 'yyyy-MM-dd');

function setup(items: Item[]) {
  const fetchItems = vi.fn(() => Promise.resolve(items));
  const props = layoutProps<CalendarQuery, CalendarOptions>({
    fields,
    items: [],
    viewOptions: { date: 'on', time: 'at', title: 'name' },
    fetchItems,
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CalendarView {...props} />
    </QueryClientProvider>,
  );
  return { fetchItems };
}

// A 600 px grid: 100 px cells hold floor((100 − 32) / 22) = 3 chips below the first row.
beforeEach(() => fakeLayout(600));

describe('calendar layout', () => {
  it('fetches its own month, up to the last second of the last day', async () => {
    const { fetchItems } = setup([]);
    await waitFor(() => expect(fetchItems).toHaveBeenCalled());
    const last = new Date(now.getFullYear(), now.getMonth() + 1, 0).getDate();
    expect(fetchItems).toHaveBeenCalledWith({
      fields: '*.*.*',
      filter: { on: { between: `${dayString(1)} 00:00:00,${dayString(last)} 23:59:59` } },
      sort: 'on',
      limit: -1,
    });
  });

  it('draws 42 cells starting on the first day of the week of the UI language and marks today', async () => {
    setup([]);
    const grid = screen.getAllByRole('list')[0]!;
    expect(grid.querySelectorAll('.calendar-cell')).toHaveLength(42);
    const weekdays = () => [...grid.querySelectorAll('.calendar-weekday')].map((d) => d.textContent);
    expect(weekdays()).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(grid.querySelector('[aria-current="date"]')!.textContent).toBe(String(now.getDate()));
  });

  it('names the month in the order of the UI language', async () => {
    await setLocale('ja-JP');
    try {
      setup([]);
      expect(
        screen.getByRole('button', { name: new RegExp(`^${now.getFullYear()}年${now.getMonth() + 1}月`) }),
      ).toBeTruthy();
    } finally {
      await setLocale('en-US');
    }
  });

  it('starts weeks on Monday in German and names the days and month in German', async () => {
    await setLocale('de-DE');
    try {
      setup([]);
      const grid = screen.getAllByRole('list')[0]!;
      const weekdays = [...grid.querySelectorAll('.calendar-weekday')].map((d) => d.textContent);
      expect(weekdays).toEqual(['Mo.', 'Di.', 'Mi.', 'Do.', 'Fr.', 'Sa.', 'So.']);
      const month = new Intl.DateTimeFormat('de-DE', { month: 'long' }).format(now);
      expect(screen.getByRole('button', { name: new RegExp(`^${month} ${now.getFullYear()}`) })).toBeTruthy();
    } finally {
      await setLocale('en-US');
    }
  });

  it('shows capacity − 1 chips sorted by time and "and N more..." which opens the day', async () => {
    const items = [5, 4, 3, 2, 1].map((n) => ({
      id: n,
      name: `Event ${n}`,
      on: dayString(busyDay),
      at: `0${n}:00:00`,
    }));
    setup(items);
    const more = await screen.findByRole('button', { name: 'and 3 more...' });
    const cell = more.closest('li')!;
    expect(
      within(cell)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Event 101:00', 'Event 202:00']);
    await userEvent.click(more);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getAllByText(/^Event \d$/)).toHaveLength(5);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("says 'no events yet!' for an empty day and offers a new item", async () => {
    setup([]);
    const cell = screen.getAllByRole('button', { name: /^Events on/ })[0]!;
    await userEvent.click(cell);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(/no events yet!/)).toBeTruthy();
    expect(
      within(dialog)
        .getByRole('link', { name: /New item/ })
        .getAttribute('href'),
    ).toBe('#/collections/articles/+');
  });

  it('moves months with the arrows and keys; today shows only away from the current month', async () => {
    setup([]);
    const heading = () => screen.getByRole('button', { expanded: false }).textContent;
    const current = heading();
    expect(screen.queryByRole('button', { name: 'Today' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(heading()).not.toBe(current);
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    expect(heading()).toBe(current);
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(heading()).toBe(current);
  });

  it('asks for a date field when none is chosen', () => {
    const client = new QueryClient();
    const props = layoutProps<CalendarQuery, CalendarOptions>({ fields, items: [] });
    render(
      <QueryClientProvider client={client}>
        <CalendarView {...props} />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('status').textContent).toContain('Choose a date or datetime field');
    expect(props.fetchItems).not.toHaveBeenCalled();
  });
});
