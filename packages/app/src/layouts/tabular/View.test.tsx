import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import '../../i18n';
import { fakeLayout, fieldMap, layoutProps, makeField } from '../shared/testing';
import type { TabularOptions, TabularQuery } from './types';
import { TabularView } from './View';

const fields = fieldMap(
  makeField('id', 'integer'),
  makeField('title'),
  makeField('author', 'm2o'),
  makeField('sort', 'sort'),
  makeField('body'),
);
const rows = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: i + 1, title: `Row ${i + 1}`, sort: i + 1, body: '' }));
const props = (o: Parameters<typeof layoutProps<TabularQuery, TabularOptions>>[0]) =>
  layoutProps<TabularQuery, TabularOptions>({ fields, ...o });

beforeEach(() => fakeLayout());

describe('tabular layout', () => {
  it('mounts only the rows of the virtual window, 48 px apart', () => {
    const { container } = render(<TabularView {...props({ items: rows(10_000) })} />);
    const bodyRows = container.querySelectorAll('.tabular-body-row');
    expect(bodyRows.length).toBeGreaterThan(5);
    expect(bodyRows.length).toBeLessThan(40);
    expect((bodyRows[1] as HTMLElement).style.top).toBe('48px');
    expect(screen.getByText('Row 1')).toBeTruthy();
    expect(screen.queryByText('Row 500')).toBeNull();
  });

  it('uses 32 px rows when compact', () => {
    const { container } = render(
      <TabularView {...props({ items: rows(50), viewOptions: { spacing: 'compact' } })} />,
    );
    expect((container.querySelectorAll('.tabular-body-row')[1] as HTMLElement).style.top).toBe('32px');
  });

  it('shows empty values as a dim --', () => {
    render(<TabularView {...props({ items: rows(1), viewQuery: { fields: 'title,body' } })} />);
    const row = screen.getAllByRole('row')[1]!;
    expect(within(row).getByText('--').className).toContain('field-display-empty');
  });

  it('sorts by header: a new column ascending, the same column flipped; relational columns never', async () => {
    const p = props({ items: rows(3), viewQuery: { fields: 'title,author', sort: 'title' } });
    render(<TabularView {...p} />);
    await userEvent.click(screen.getByRole('button', { name: /Title/ }));
    expect(p.onQuery).toHaveBeenLastCalledWith({ sort: '-title' });
    const author = screen.getByRole('button', { name: 'Author' });
    expect(author.getAttribute('aria-disabled')).toBe('true');
    await userEvent.tab();
    author.focus();
    expect((await screen.findByRole('tooltip')).textContent).toBe("Can't sort by this field");
    await userEvent.click(author);
    expect(p.onQuery).toHaveBeenCalledTimes(1);
  });

  it('selects all with the checkbox and with mod+a, and clears when all are selected', async () => {
    const p = props({ items: rows(3) });
    const { rerender } = render(<TabularView {...p} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(p.onSelect).toHaveBeenLastCalledWith([1, 2, 3]);
    fireEvent.keyDown(document.body, { key: 'a', ctrlKey: true });
    expect(p.onSelect).toHaveBeenLastCalledWith([1, 2, 3]);
    rerender(<TabularView {...p} selection={[1, 2, 3]} />);
    fireEvent.keyDown(document.body, { key: 'a', metaKey: true });
    expect(p.onSelect).toHaveBeenLastCalledWith([]);
  });

  it('opens the row link on click and on Enter; the checkbox only selects', async () => {
    const p = props({ items: rows(3) });
    render(<TabularView {...p} />);
    const row = screen.getAllByRole('row')[2]!;
    row.focus();
    await userEvent.keyboard('{Enter}');
    expect(window.location.hash).toBe('#/collections/articles/2');
    window.location.hash = '';
    await userEvent.click(within(row).getByRole('checkbox'));
    expect(p.onSelect).toHaveBeenLastCalledWith([2]);
    expect(window.location.hash).toBe('');
    await userEvent.click(within(screen.getAllByRole('row')[3]!).getByText('Row 3'));
    expect(window.location.hash).toBe('#/collections/articles/3');
  });

  it('shows 50 skeleton rows while the first page loads', () => {
    const { container } = render(<TabularView {...props({ items: [], loading: true })} />);
    expect(container.querySelectorAll('.tabular-skeleton-row')).toHaveLength(50);
  });

  it('resizes a column from the keyboard, saves widths and hides the label at 40 px or less', async () => {
    const p = props({
      items: rows(2),
      viewQuery: { fields: 'title,body' },
      viewOptions: { widths: { title: 50 } },
    });
    const { rerender } = render(<TabularView {...p} />);
    const handle = screen.getByRole('separator', { name: /Title/ });
    handle.focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(p.onOptions).toHaveBeenLastCalledWith({ widths: { title: 40 } });
    // Only the last column has no handle.
    expect(screen.getAllByRole('separator')).toHaveLength(1);
    rerender(<TabularView {...p} viewOptions={{ widths: { title: 40 } }} />);
    const header = screen.getAllByRole('columnheader')[1]!;
    expect(header.textContent).toBe('');
    expect(within(screen.getAllByRole('row')[0]!).getByRole('button', { name: 'Title' })).toBeTruthy();
  });

  it('asks for the next page near the end, once per loaded count', () => {
    const p = props({ items: rows(20), total: 1000 });
    const { container } = render(<TabularView {...p} />);
    // 20 rows × 48 px in a 600 px window: already within 500 px of the end.
    expect(p.onNextPage).toHaveBeenCalledTimes(1);
    act(() => {
      fireEvent.scroll(container.querySelector('.tabular')!);
    });
    expect(p.onNextPage).toHaveBeenCalledTimes(1);
  });

  it('does not ask for more when everything is loaded', () => {
    const p = props({ items: rows(20), total: 20 });
    render(<TabularView {...p} />);
    expect(p.onNextPage).not.toHaveBeenCalled();
  });

  it('toggles manual sorting on the sort field and enables the drag handles', async () => {
    const p = props({ items: rows(3), sortField: 'sort' });
    const { rerender } = render(<TabularView {...p} />);
    const toggle = screen.getByRole('button', { name: 'Enable manual sorting' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(
      (screen.getAllByRole('button', { name: 'Drag to reorder' })[0] as HTMLButtonElement).disabled,
    ).toBe(true);
    await userEvent.click(toggle);
    expect(p.onQuery).toHaveBeenLastCalledWith({ sort: 'sort' });
    rerender(<TabularView {...p} viewQuery={{ sort: 'sort' }} />);
    expect(screen.getByRole('button', { name: 'Enable manual sorting' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(
      (screen.getAllByRole('button', { name: 'Drag to reorder' })[0] as HTMLButtonElement).disabled,
    ).toBe(false);
  });
});

describe('tabular keyboard', () => {
  it('moves between rows with the arrow keys', async () => {
    render(<TabularView {...props({ items: rows(30) })} />);
    const first = screen.getAllByRole('row')[1]!;
    first.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(document.activeElement?.getAttribute('aria-rowindex')).toBe('3');
  });
});
