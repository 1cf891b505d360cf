/**
 * Manual sorting in the relational interfaces (app-catalogue §1 Relational, §8 pitfalls 4 and 7):
 * the order rule on its own, then one-to-many and many-to-many tables — handles only with a sort
 * field, arrow keys on a handle move a row and stage only the rows whose value changes, rows added
 * take the next value, and a column header sorts the rows on screen without staging anything.
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import '../../src/i18n';
import m2m from '../../src/interfaces/many-to-many/index';
import o2m from '../../src/interfaces/one-to-many/index';
import type { WorkingRow } from '../../src/interfaces/related/payload';
import { collection, itemsRoute, pickRow, relatedWrapper } from '../../src/interfaces/related/testing';
import { bySortField, nextSortValue, sortChanges, withOrder } from '../../src/interfaces/related/sort';
import { ControlledInput } from '../../src/interfaces/testing/controlled-input';
import { inputProps } from '../../src/interfaces/testing/test-props';
import { mockFetch } from '../fetch-mock';

const saved = (id: number, row: Record<string, unknown>): WorkingRow => ({
  id: `s:${id}`,
  key: id,
  row: { id, ...row },
  status: 'saved',
  entry: null,
});
const move = <T,>(rows: T[], from: number, to: number) => {
  const out = rows.slice();
  const [r] = out.splice(from, 1);
  out.splice(to, 0, r!);
  return out;
};

describe('the order rule', () => {
  it('shows rows by their sort value, rows without one last in their given order', () => {
    const rows = [saved(1, { s: 3 }), saved(2, { s: null }), saved(3, { s: 1 }), saved(4, {})];
    expect(bySortField(rows, 's').map((r) => r.key)).toEqual([3, 1, 2, 4]);
    expect(bySortField(rows, null).map((r) => r.key)).toEqual([1, 2, 3, 4]);
  });

  it('distinct values: each row takes the value held at its new position; rows that stay keep theirs', () => {
    const rows = [10, 20, 30, 40].map((s, i) => saved(i + 1, { s }));
    const changes = sortChanges(move(rows, 0, 2), 's');
    expect(changes.map((c) => [c.row.key, c.value])).toEqual([
      [2, 10],
      [3, 20],
      [1, 30],
    ]);
  });

  it('a missing or repeated value: every row is numbered 1..n', () => {
    const withNull = [saved(1, { s: 5 }), saved(2, { s: null }), saved(3, { s: 7 })];
    expect(sortChanges(move(withNull, 2, 0), 's').map((c) => [c.row.key, c.value])).toEqual([
      [3, 1],
      [1, 2],
      [2, 3],
    ]);
    const repeated = [saved(1, { s: 1 }), saved(2, { s: 1 }), saved(3, { s: 2 })];
    // Row 2 already holds 1: only rows 1 and 3 change.
    expect(sortChanges(move(repeated, 0, 1), 's').map((c) => [c.row.key, c.value])).toEqual([
      [1, 2],
      [3, 3],
    ]);
  });

  it('stages new rows in their entry, saved rows as {pk, sort}; back to the saved value stages nothing', () => {
    const a = saved(1, { s: 1 });
    const b: WorkingRow = { ...saved(2, { s: 2, title: 'B!' }), status: 'edited', entry: 0 };
    const n: WorkingRow = { id: 'n:1', key: null, row: { title: 'new', s: 3 }, status: 'new', entry: 1 };
    const payload = [
      { id: 2, title: 'B!' },
      { title: 'new', s: 3 },
    ];
    const savedRows = [
      { id: 1, s: 1 },
      { id: 2, s: 2, title: 'B' },
    ];
    const once = withOrder(payload, [n, a, b], 'id', 's', savedRows);
    expect(once).toEqual([
      { id: 2, title: 'B!', s: 3 },
      { title: 'new', s: 1 },
      { id: 1, s: 2 },
    ]);
    // The new row back at the end: a and b get their saved values again, only b's title is left.
    const shown = [
      { ...n, row: { ...n.row, s: 1 } },
      { ...a, status: 'edited' as const, entry: 2, row: { ...a.row, s: 2 } },
      { ...b, row: { ...b.row, s: 3 } },
    ];
    expect(withOrder(once, [shown[1]!, shown[2]!, shown[0]!], 'id', 's', savedRows)).toEqual([
      { id: 2, title: 'B!' },
      { title: 'new', s: 3 },
    ]);
  });

  it('the next value is one above the highest', () => {
    expect(nextSortValue([], 's')).toBe(1);
    expect(nextSortValue([saved(1, { s: 4 }), saved(2, { s: null }), saved(3, { s: '9' })], 's')).toBe(10);
  });
});

const relation = {
  id: 2,
  collection_many: 'chapters',
  field_many: 'article',
  collection_one: 'articles',
  field_one: 'chapters',
  junction_field: null,
};
const CHAPTERS = collection('chapters', {
  title: {},
  position: { type: 'sort', datatype: 'INT', interface: 'sort' },
  article: { type: 'm2o', datatype: 'INT' },
});
const chapters = [
  { id: 1, title: 'Gamma', position: 3, article: 9 },
  { id: 2, title: 'Alpha', position: 1, article: 9 },
  { id: 3, title: 'Beta', position: 2, article: 9 },
  { id: 4, title: 'Delta', position: 7, article: 5 },
];
const mine = chapters.slice(0, 3);
const order = () =>
  [...document.querySelectorAll('.related-body-row')].map((r) => r.getAttribute('aria-label'));
const handleOf = (name: string) =>
  within(screen.getByRole('row', { name })).getByRole('button', { name: 'Drag to reorder' });

describe('one-to-many sorting', () => {
  beforeEach(() => {
    mockFetch({ 'GET demo/items/chapters': itemsRoute(chapters) });
  });
  const props = (options: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    inputProps(o2m, {
      relation,
      value: mine,
      savedValue: mine,
      options: { fields: 'title', ...options },
      ...extra,
    });

  it('with sort_field: rows in sort order, arrow keys on a handle move a row and stage only what changed', () => {
    const wrapper = relatedWrapper([CHAPTERS], [relation]);
    const p = props({ sort_field: 'position' });
    render(<ControlledInput mod={o2m} {...p} />, { wrapper });
    expect(order()).toEqual(['Alpha', 'Beta', 'Gamma']);
    // Screen readers get the keyboard instructions with each handle.
    const described = handleOf('Gamma').getAttribute('aria-describedby')!;
    expect(document.getElementById(described)?.textContent).toMatch(/^To move a row, press Space/);
    fireEvent.keyDown(handleOf('Gamma'), { key: 'ArrowUp', code: 'ArrowUp' });
    expect(order()).toEqual(['Alpha', 'Gamma', 'Beta']);
    expect(p.onInput).toHaveBeenLastCalledWith([
      { id: 1, position: 2 },
      { id: 3, position: 3 },
    ]);
    // The top row can't go higher; back down: nothing staged, the saved value again.
    fireEvent.keyDown(handleOf('Alpha'), { key: 'ArrowUp', code: 'ArrowUp' });
    expect(p.onInput).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(handleOf('Gamma'), { key: 'ArrowDown', code: 'ArrowDown' });
    expect(order()).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(p.onInput).toHaveBeenLastCalledWith(mine);
  });

  it('rows linked or created go last with the next values', async () => {
    const wrapper = relatedWrapper([CHAPTERS], [relation]);
    const p = props({ sort_field: 'position' });
    render(<ControlledInput mod={o2m} {...p} />, { wrapper });
    fireEvent.click(screen.getByRole('button', { name: 'Select Existing' }));
    const modal = within(await screen.findByRole('dialog', { name: 'Select Items' }));
    await pickRow(modal, 'Delta');
    fireEvent.click(modal.getByRole('button', { name: 'Done' }));
    expect(p.onInput).toHaveBeenLastCalledWith([{ id: 4, position: 4 }]);
    fireEvent.click(screen.getByRole('button', { name: 'Add New' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Creating Item' }));
    fireEvent.change(await dialog.findByLabelText('Title'), { target: { value: 'Epsilon' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Done' }));
    expect(p.onInput).toHaveBeenLastCalledWith([
      { id: 4, position: 4 },
      { title: 'Epsilon', position: 5 },
    ]);
    expect(order()).toEqual(['Alpha', 'Beta', 'Gamma', 'Delta', 'Epsilon']);
  });

  it('without a sort field: no handles; a header click sorts on screen (asc, desc, off) and stages nothing', () => {
    const wrapper = relatedWrapper([CHAPTERS], [relation]);
    const p = props({});
    render(<ControlledInput mod={o2m} {...p} />, { wrapper });
    expect(screen.queryByRole('button', { name: 'Drag to reorder' })).toBeNull();
    expect(order()).toEqual(['Gamma', 'Alpha', 'Beta']);
    const header = screen.getByRole('columnheader', { name: 'Title' });
    fireEvent.click(within(header).getByRole('button', { name: 'Title' }));
    expect(order()).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(within(header).getByRole('button', { name: 'Title' }));
    expect(order()).toEqual(['Gamma', 'Beta', 'Alpha']);
    expect(header.getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(within(header).getByRole('button', { name: 'Title' }));
    expect(order()).toEqual(['Gamma', 'Alpha', 'Beta']);
    expect(header.getAttribute('aria-sort')).toBeNull();
    expect(p.onInput).not.toHaveBeenCalled();
  });

  it('with sort_field, a header sort turns the handles off until it is cleared; read-only has none', () => {
    const wrapper = relatedWrapper([CHAPTERS], [relation]);
    const { unmount } = render(<ControlledInput mod={o2m} {...props({ sort_field: 'position' })} />, {
      wrapper,
    });
    const title = within(screen.getByRole('columnheader', { name: 'Title' })).getByRole('button');
    fireEvent.click(title);
    fireEvent.click(title);
    expect(order()).toEqual(['Gamma', 'Beta', 'Alpha']);
    expect((handleOf('Gamma') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(title);
    expect(order()).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect((handleOf('Gamma') as HTMLButtonElement).disabled).toBe(false);
    unmount();
    render(<ControlledInput mod={o2m} {...props({ sort_field: 'position' }, { readonly: true })} />, {
      wrapper,
    });
    expect(order()).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(screen.queryByRole('button', { name: 'Drag to reorder' })).toBeNull();
  });

  it('a sort_field the related collection lacks is ignored', () => {
    const wrapper = relatedWrapper([CHAPTERS], [relation]);
    render(<ControlledInput mod={o2m} {...props({ sort_field: 'nope' })} />, { wrapper });
    expect(screen.queryByRole('button', { name: 'Drag to reorder' })).toBeNull();
  });
});

describe('many-to-many sorting', () => {
  const junction = {
    id: 6,
    collection_many: 'articles_tags',
    field_many: 'tag',
    collection_one: 'tags',
    field_one: null,
    junction_field: 'article',
  };
  const m2mRelation = {
    id: 5,
    collection_many: 'articles_tags',
    field_many: 'article',
    collection_one: 'articles',
    field_one: 'tags',
    junction_field: 'tag',
    junction,
  };
  const TAGS = collection('tags', { name: {} });
  const junctionWith = (extra: Record<string, Record<string, unknown>>) =>
    collection('articles_tags', {
      article: { type: 'm2o', datatype: 'INT' },
      tag: { type: 'm2o', datatype: 'INT' },
      ...extra,
    });
  const tags = [
    { id: 1, name: 'news' },
    { id: 2, name: 'sport' },
    { id: 3, name: 'music' },
  ];
  const rows = [
    { id: 10, article: 9, rank: 2, tag: { id: 1, name: 'news' } },
    { id: 11, article: 9, rank: 1, tag: { id: 3, name: 'music' } },
  ];
  const options = { fields: 'tag.name', template: '{{tag.name}}' };
  beforeEach(() => {
    mockFetch({ 'GET demo/items/tags': itemsRoute(tags) });
  });

  it("the junction's sort-type field orders the rows; a move and a linked tag stage the junction's sort", async () => {
    const wrapper = relatedWrapper(
      [TAGS, junctionWith({ rank: { type: 'sort', datatype: 'INT', interface: 'sort' } })],
      [m2mRelation, junction],
    );
    const p = inputProps(m2m, { relation: m2mRelation, value: rows, savedValue: rows, options });
    render(<ControlledInput mod={m2m} {...p} />, { wrapper });
    expect(order()).toEqual(['music', 'news']);
    fireEvent.keyDown(handleOf('news'), { key: 'ArrowUp', code: 'ArrowUp' });
    expect(order()).toEqual(['news', 'music']);
    expect(p.onInput).toHaveBeenLastCalledWith([
      { id: 10, rank: 1 },
      { id: 11, rank: 2 },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Select Existing' }));
    const modal = within(await screen.findByRole('dialog', { name: 'Select Items' }));
    await pickRow(modal, 'sport');
    fireEvent.click(modal.getByRole('button', { name: 'Done' }));
    expect(p.onInput).toHaveBeenLastCalledWith([
      { id: 10, rank: 1 },
      { id: 11, rank: 2 },
      { tag: 2, rank: 3 },
    ]);
  });

  it('the sort_field option names a junction field of another type; without either, no handles', () => {
    let wrapper = relatedWrapper(
      [TAGS, junctionWith({ rank: { type: 'integer', datatype: 'INT' } })],
      [m2mRelation, junction],
    );
    const { unmount } = render(
      <ControlledInput
        mod={m2m}
        {...inputProps(m2m, {
          relation: m2mRelation,
          value: rows,
          savedValue: rows,
          options: { ...options, sort_field: 'rank' },
        })}
      />,
      { wrapper },
    );
    expect(order()).toEqual(['music', 'news']);
    expect(screen.getAllByRole('button', { name: 'Drag to reorder' })).toHaveLength(2);
    unmount();
    wrapper = relatedWrapper(
      [TAGS, junctionWith({ rank: { type: 'integer', datatype: 'INT' } })],
      [m2mRelation, junction],
    );
    render(
      <ControlledInput
        mod={m2m}
        {...inputProps(m2m, { relation: m2mRelation, value: rows, savedValue: rows, options })}
      />,
      { wrapper },
    );
    expect(order()).toEqual(['news', 'music']);
    expect(screen.queryByRole('button', { name: 'Drag to reorder' })).toBeNull();
  });
});
