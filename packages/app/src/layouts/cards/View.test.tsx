import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import '../../i18n';
import { pickOption } from '../shared/pick-option';
import { fakeLayout, fieldMap, layoutProps, makeField } from '../shared/testing';
import { CardsOptions } from './Options';
import type { CardsOptions as Options, CardsQuery } from './types';
import { CardsView } from './View';

const fields = fieldMap(
  makeField('id', 'integer'),
  makeField('title'),
  makeField('cover', 'file'),
  makeField('kind'),
);
const items = [
  {
    id: 1,
    title: 'First',
    kind: 'a',
    cover: { type: 'image/png', data: { thumbnails: [{ key: 'directus-medium-crop', url: '/t/1' }] } },
  },
  { id: 2, title: 'Second', kind: null, cover: null },
];
const props = (o: Partial<Parameters<typeof layoutProps<CardsQuery, Options>>[0]> = {}) =>
  layoutProps<CardsQuery, Options>({
    fields,
    items,
    viewOptions: { src: 'cover', title: 'title', subtitle: 'kind' },
    ...o,
  });

beforeEach(() => fakeLayout());

describe('cards layout', () => {
  it('shows thumbnails, the fallback icon, title and subtitle displays, and links each card', () => {
    const { container } = render(<CardsView {...props()} />);
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(container.querySelector('img')!.getAttribute('src')).toBe('/t/1');
    expect(within(cards[1]!).getByText('photo')).toBeTruthy();
    expect(within(cards[0]!).getByRole('link').getAttribute('href')).toBe('#/collections/articles/1');
    expect(within(cards[1]!).getByText('--')).toBeTruthy();
  });

  it('without chosen options titles cards with the first text field and shows the first file field', async () => {
    const { container } = render(<CardsView {...props({ viewOptions: {} })} />);
    const cards = screen.getAllByRole('listitem');
    // The title field's display, not the id "1" (issue 31 item 20).
    expect(await within(cards[0]!).findByText('First')).toBeTruthy();
    expect(container.querySelector('img')!.getAttribute('src')).toBe('/t/1');
  });

  it('selects with the corner checkbox; while a selection exists a click toggles instead of opening', async () => {
    const p = props();
    const { rerender } = render(<CardsView {...p} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select item 2' }));
    expect(p.onSelect).toHaveBeenLastCalledWith([2]);
    rerender(<CardsView {...p} selection={[2]} />);
    window.location.hash = '';
    await userEvent.click(screen.getByText('First'));
    expect(p.onSelect).toHaveBeenLastCalledWith([2, 1]);
    expect(window.location.hash).toBe('');
    fireEvent.keyDown(document.body, { key: 'a', ctrlKey: true });
    expect(p.onSelect).toHaveBeenLastCalledWith([1, 2]);
  });

  it('shows the lazy-loading card while the next page loads', () => {
    render(<CardsView {...props({ lazyLoading: true })} />);
    expect(screen.getByRole('status').textContent).toContain('Loading More Items');
    expect(screen.getByRole('status').textContent).toContain('One moment');
  });

  it('writes Sort By and the direction (ascending / descending words) to the query', async () => {
    const p = props({ viewQuery: { sort: 'title' } });
    render(<CardsOptions {...p} />);
    await pickOption('Sort Direction', 'Descending');
    expect(p.onQuery).toHaveBeenLastCalledWith({ sort: '-title' });
    await pickOption('Sort By', 'Kind');
    expect(p.onQuery).toHaveBeenLastCalledWith({ sort: 'kind' });
    await pickOption('Image Source', "Don't Show");
    expect(p.onOptions).toHaveBeenLastCalledWith({ src: null });
  });
});
