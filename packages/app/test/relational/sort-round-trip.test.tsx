/**
 * Manual sorting of one-to-many and many-to-many rows through a real server (app-catalogue §1
 * Relational, §8 pitfalls 4 and 7): rows show in their sort order, a keyboard move stages the new
 * sort values of exactly the rows whose position changed, a new row takes the next value, and the
 * saved order comes back from the server.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import '../../src/i18n';
import { useCollection } from '../../src/api/collections/queries';
import { createQueryClient } from '../../src/api/query-client';
import { Form } from '../../src/form/Form';
import { createStaging, type StagingStore } from '../../src/form/staging';
import { loadInterface } from '../../src/interfaces/registry';
import { fakeLayout } from '../../src/layouts/shared/testing';
import { useProjects } from '../../src/stores/projects';
import { PROJECT, startFixture, type Fixture } from './fixture';

type Row = Record<string, unknown>;
let fx: Fixture;

beforeAll(async () => {
  fx = await startFixture();
  await Promise.all(
    ['text-input', 'primary-key', 'many-to-one', 'one-to-many', 'many-to-many', 'translation', 'sort'].map(
      loadInterface,
    ),
  );
}, 120_000);
afterAll(() => fx?.stop(), 30_000);
beforeEach(() => {
  document.body.innerHTML = '';
  fakeLayout();
  useProjects.setState({
    current: PROJECT,
    projects: [{ key: PROJECT, status: 'successful', data: null, error: null }],
  });
});

function ArticleForm({ store, id }: { store: StagingStore; id: number }) {
  const info = useCollection(PROJECT, 'articles');
  if (!info.data) return null;
  return <Form store={store} collection="articles" fields={info.data.fields} primaryKey={id} />;
}

async function create(values: Row): Promise<number> {
  const out = await fx.call<{ data: { id: number } }>('POST', '/items/articles?fields=id', values);
  return out.data.id;
}

async function open(id: number) {
  const item = await fx.read<Row>(`/items/articles/${id}?fields=*.*.*.*`);
  const store = createStaging(item);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ArticleForm store={store} id={id} />
    </QueryClientProvider>,
  );
  return store;
}

const field = (name: string) => {
  const el = document.querySelector<HTMLElement>(`[data-field="${name}"]`);
  if (!el) throw new Error(`no field ${name}`);
  return el;
};
const edits = (store: StagingStore) => store.getState().edits;
/** Payload entries in a fixed order (their order carries no meaning). */
const bag = (rows: unknown) =>
  [...(rows as Row[])].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
/** The body rows' names, top to bottom. */
const order = (el: HTMLElement) =>
  [...el.querySelectorAll('.related-body-row')].map((r) => r.getAttribute('aria-label'));
/** Presses an arrow key on the drag handle of the row named `name`. */
function press(el: HTMLElement, name: string, key: 'ArrowUp' | 'ArrowDown') {
  const row = within(el).getByRole('row', { name });
  const handle = within(row).getByRole('button', { name: 'Drag to reorder' });
  handle.focus();
  fireEvent.keyDown(handle, { key, code: key });
}

async function save(store: StagingStore, id: number) {
  const payload = edits(store);
  expect(JSON.stringify(payload)).not.toContain('$temp');
  await fx.call('PATCH', `/items/articles/${id}`, payload);
}

describe('manual sorting round trips', () => {
  it('one-to-many with sort_field: a move stages only the moved rows, a new row goes last', async () => {
    // Created out of order: the table shows them by position.
    const id = await create({
      title: 'chapters',
      chapters: [
        { title: 'Three', position: 3 },
        { title: 'One', position: 1 },
        { title: 'Two', position: 2 },
        { title: 'Four', position: 4 },
      ],
    });
    const saved = await fx.read<{ chapters: { id: number; title: string }[] }>(
      `/items/articles/${id}?fields=chapters.id,chapters.title`,
    );
    const idOf = (title: string) => saved.chapters.find((c) => c.title === title)!.id;
    const store = await open(id);
    const box = await waitFor(() => field('chapters'), { timeout: 15_000 });
    await within(box).findByText('Three', undefined, { timeout: 15_000 });
    expect(order(box)).toEqual(['One', 'Two', 'Three', 'Four']);

    // Moving a row down and back up stages nothing.
    press(box, 'Two', 'ArrowDown');
    expect(order(box)).toEqual(['One', 'Three', 'Two', 'Four']);
    press(box, 'Two', 'ArrowUp');
    expect(order(box)).toEqual(['One', 'Two', 'Three', 'Four']);
    expect(edits(store).chapters).toBeUndefined();

    // Three goes to the top: One, Two and Three change places; Four keeps its value.
    press(box, 'Three', 'ArrowUp');
    press(box, 'Three', 'ArrowUp');
    expect(order(box)).toEqual(['Three', 'One', 'Two', 'Four']);
    fireEvent.click(within(box).getByRole('button', { name: 'Add New' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Creating Item' }));
    fireEvent.change(await dialog.findByLabelText('Title'), { target: { value: 'Five' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Done' }));
    expect(order(box)).toEqual(['Three', 'One', 'Two', 'Four', 'Five']);
    expect(bag(edits(store).chapters)).toEqual(
      bag([
        { id: idOf('Three'), position: 1 },
        { id: idOf('One'), position: 2 },
        { id: idOf('Two'), position: 3 },
        { title: 'Five', position: 5 },
      ]),
    );

    await save(store, id);
    const after = await fx.read<{ title: string }[]>(
      `/items/chapters?filter[article][eq]=${id}&sort=position&fields=title`,
    );
    expect(after.map((c) => c.title)).toEqual(['Three', 'One', 'Two', 'Four', 'Five']);

    document.body.innerHTML = '';
    await open(id);
    const again = await waitFor(() => field('chapters'));
    await within(again).findByText('Five');
    expect(order(again)).toEqual(['Three', 'One', 'Two', 'Four', 'Five']);
  });

  it('one-to-many: rows created without a position get one from the server; a swap stages two rows', async () => {
    const id = await create({
      title: 'unsorted chapters',
      chapters: [{ title: 'A' }, { title: 'B' }, { title: 'C' }],
    });
    const saved = await fx.read<{ chapters: { id: number; title: string; position: number }[] }>(
      `/items/articles/${id}?fields=chapters.id,chapters.title,chapters.position`,
    );
    const of = (title: string) => saved.chapters.find((c) => c.title === title)!;
    expect(of('A').position < of('B').position && of('B').position < of('C').position).toBe(true);
    const store = await open(id);
    const box = await waitFor(() => field('chapters'));
    await within(box).findByText('C');
    expect(order(box)).toEqual(['A', 'B', 'C']);
    press(box, 'C', 'ArrowUp');
    expect(bag(edits(store).chapters)).toEqual(
      bag([
        { id: of('C').id, position: of('B').position },
        { id: of('B').id, position: of('C').position },
      ]),
    );
    await save(store, id);
    const after = await fx.read<{ title: string }[]>(
      `/items/chapters?filter[article][eq]=${id}&sort=position&fields=title`,
    );
    expect(after.map((c) => c.title)).toEqual(['A', 'C', 'B']);
  });

  it('many-to-many through a junction with a sort field: moves and a linked tag, saved in order', async () => {
    const id = await create({
      title: 'topics',
      topics: [
        { tag: 3, sort: 30 },
        { tag: 1, sort: 10 },
        { tag: 2, sort: 20 },
      ],
    });
    const junction = await fx.read<{ id: number; tag: number }[]>(
      `/items/articles_topics?filter[article][eq]=${id}&fields=id,tag`,
    );
    const jpk = (tag: number) => junction.find((j) => j.tag === tag)!.id;
    const store = await open(id);
    const box = await waitFor(() => field('topics'));
    await within(box).findByText('music');
    expect(order(box)).toEqual(['news', 'sport', 'music']);
    // music above sport: the two swap their values; news keeps 10.
    press(box, 'music', 'ArrowUp');
    expect(order(box)).toEqual(['news', 'music', 'sport']);
    fireEvent.click(within(box).getByRole('button', { name: 'Add New' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Creating Item' }));
    fireEvent.change(await dialog.findByLabelText('Name'), { target: { value: 'jazz' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Done' }));
    expect(bag(edits(store).topics)).toEqual(
      bag([
        { id: jpk(3), sort: 20 },
        { id: jpk(2), sort: 30 },
        { tag: { name: 'jazz' }, sort: 31 },
      ]),
    );
    await save(store, id);
    const after = await fx.read<{ tag: { name: string }; sort: number }[]>(
      `/items/articles_topics?filter[article][eq]=${id}&sort=sort&fields=sort,tag.name`,
    );
    expect(after.map((r) => [r.tag.name, r.sort])).toEqual([
      ['news', 10],
      ['music', 20],
      ['sport', 30],
      ['jazz', 31],
    ]);

    document.body.innerHTML = '';
    await open(id);
    const again = await waitFor(() => field('topics'));
    await within(again).findByText('jazz');
    expect(order(again)).toEqual(['news', 'music', 'sport', 'jazz']);
  });
});
