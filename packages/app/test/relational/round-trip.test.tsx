/**
 * Round trips through a real server for every relational shape (issue 12): the article form with
 * the real interfaces, driven like a person would, its staged payload checked against what the
 * server expects (app-catalogue §8 pitfall 4), saved, and read back.
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
import { pickRow } from '../../src/interfaces/related/testing';
import { useProjects } from '../../src/stores/projects';
import { PROJECT, startFixture, type Fixture } from './fixture';

type Row = Record<string, unknown>;
let fx: Fixture;

beforeAll(async () => {
  fx = await startFixture();
  // Compile the interfaces' chunks once, before the first test's clock starts.
  await Promise.all(
    ['text-input', 'primary-key', 'many-to-one', 'one-to-many', 'many-to-many', 'translation'].map(
      loadInterface,
    ),
  );
}, 120_000);
afterAll(() => fx?.stop(), 30_000);
beforeEach(() => {
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

/** The article's form as the edit screen shows it: the item read at full depth. */
async function open(id: number) {
  const item = await fx.read<Row>(`/items/articles/${id}?fields=*.*.*.*`);
  const store = createStaging(item);
  const client = createQueryClient();
  render(
    <QueryClientProvider client={client}>
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

async function save(store: StagingStore, id: number) {
  const payload = edits(store);
  expect(JSON.stringify(payload)).not.toContain('$temp');
  await fx.call('PATCH', `/items/articles/${id}`, payload);
}

async function nestedDialog(title: string) {
  return within(await screen.findByRole('dialog', { name: title }));
}

describe('relational round trips', () => {
  it('many-to-one above the threshold: picks through the modal, then clears', async () => {
    const id = await create({ title: 'm2o' });
    const store = await open(id);
    const button = await within(await waitFor(() => field('author'))).findByRole(
      'button',
      // Named by the field's label; shows the placeholder.
      { name: 'Author' },
      // The first form of the run loads every chunk it needs.
      { timeout: 15_000 },
    );
    expect(button.textContent).toContain('Select one');
    fireEvent.click(button);
    const modal = await nestedDialog('Select Item');
    await pickRow(modal, 'Author 07');
    fireEvent.click(modal.getByRole('button', { name: 'Done' }));
    expect(edits(store)).toEqual({ author: 7 });
    await save(store, id);
    expect((await fx.read<Row>(`/items/articles/${id}?fields=author.name`)).author).toEqual({
      name: 'Author 07',
    });

    document.body.innerHTML = '';
    const again = await open(id);
    await within(await waitFor(() => field('author'))).findByText('Author 07');
    fireEvent.click(within(field('author')).getByRole('button', { name: 'Clear selection' }));
    expect(edits(again)).toEqual({ author: null });
    await save(again, id);
    expect((await fx.read<Row>(`/items/articles/${id}?fields=author`)).author).toBeNull();
  });

  it('one-to-many (delete_mode relation): adds, edits and unlinks, emitting only the changes', async () => {
    const id = await create({ title: 'o2m', comments: [{ body: 'first' }, { body: 'second' }] });
    const saved = await fx.read<{ comments: { id: number; body: string }[] }>(
      `/items/articles/${id}?fields=comments.id,comments.body`,
    );
    const [first, second] = saved.comments;
    const store = await open(id);
    const box = within(await waitFor(() => field('comments')));
    fireEvent.click(await box.findByRole('button', { name: 'Add New' }));
    let dialog = await nestedDialog('Creating Item');
    fireEvent.change(await dialog.findByLabelText('Body'), { target: { value: 'third' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Done' }));
    fireEvent.click(box.getByText('first'));
    dialog = await nestedDialog('Editing Item');
    fireEvent.change(await dialog.findByLabelText('Body'), { target: { value: 'first, edited' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Done' }));
    fireEvent.click(box.getByRole('button', { name: 'Remove second' }));
    expect(edits(store).comments).toEqual([
      { body: 'third' },
      { id: first!.id, body: 'first, edited' },
      { id: second!.id, article: null },
    ]);
    await save(store, id);
    const after = await fx.read<{ comments: { body: string }[] }>(
      `/items/articles/${id}?fields=comments.body`,
    );
    expect(after.comments.map((c) => c.body).sort()).toEqual(['first, edited', 'third']);
    // Unlinked, not deleted.
    expect(await fx.read<Row>(`/items/comments/${second!.id}?fields=body,article`)).toEqual({
      body: 'second',
      article: null,
    });
  });

  it('one-to-many (delete_mode item): removal deletes the related item', async () => {
    const id = await create({ title: 'o2m item', notes: [{ body: 'keep' }, { body: 'drop' }] });
    const saved = await fx.read<{ notes: { id: number; body: string }[] }>(
      `/items/articles/${id}?fields=notes.*`,
    );
    const drop = saved.notes.find((n) => n.body === 'drop')!;
    const store = await open(id);
    const box = within(await waitFor(() => field('notes')));
    fireEvent.click(await box.findByRole('button', { name: 'Remove drop' }));
    expect(edits(store).notes).toEqual([{ id: drop.id, $delete: true }]);
    await save(store, id);
    const after = await fx.read<{ notes: { body: string }[] }>(`/items/articles/${id}?fields=notes.body`);
    expect(after.notes).toEqual([{ body: 'keep' }]);
    const left = await fx.read<Row[]>(`/items/notes?filter[id][eq]=${drop.id}`);
    expect(left).toEqual([]);
  });

  it('many-to-many: links an existing tag, creates a new one, unlinks another', async () => {
    const id = await create({ title: 'm2m', tags: [{ tag: 1 }] });
    const saved = await fx.read<{ tags: { id: number }[] }>(`/items/articles/${id}?fields=tags.id`);
    const store = await open(id);
    const box = within(await waitFor(() => field('tags')));
    await box.findByText('news');
    fireEvent.click(box.getByRole('button', { name: 'Select Existing' }));
    const modal = await nestedDialog('Select Items');
    await pickRow(modal, 'sport');
    fireEvent.click(modal.getByRole('button', { name: 'Done' }));
    fireEvent.click(box.getByRole('button', { name: 'Add New' }));
    const dialog = await nestedDialog('Creating Item');
    fireEvent.change(await dialog.findByLabelText('Name'), { target: { value: 'jazz' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Done' }));
    fireEvent.click(box.getByRole('button', { name: 'Remove news' }));
    expect(edits(store).tags).toEqual([
      { tag: 2 },
      { tag: { name: 'jazz' } },
      { id: saved.tags[0]!.id, $delete: true },
    ]);
    await save(store, id);
    const after = await fx.read<{ tags: { tag: { name: string } }[] }>(
      `/items/articles/${id}?fields=tags.tag.name`,
    );
    expect(after.tags.map((t) => t.tag.name).sort()).toEqual(['jazz', 'sport']);
  });

  it('translation: one tab per language of the languages collection; new rows, then a diff', async () => {
    const id = await create({ title: 'translated' });
    const store = await open(id);
    const box = within(await waitFor(() => field('translations')));
    // The languages collection's rows, in its order (by code).
    await box.findByRole('tab', { name: 'Deutsch', selected: true });
    fireEvent.click(box.getByRole('tab', { name: 'English' }));
    await box.findByText('Not translated in English');
    fireEvent.change(await box.findByLabelText('Title'), { target: { value: 'Hello' } });
    fireEvent.click(box.getByRole('tab', { name: 'Deutsch' }));
    fireEvent.change(await box.findByLabelText('Title'), { target: { value: 'Hallo' } });
    const byLanguage = (rows: unknown) =>
      [...(rows as Row[])].sort((a, b) => String(a.language).localeCompare(String(b.language)));
    expect(byLanguage(edits(store).translations)).toEqual([
      { language: 'de-DE', title: 'Hallo' },
      { language: 'en-US', title: 'Hello' },
    ]);
    await save(store, id);
    const rows = await fx.read<{ id: number; language: string; title: string }[]>(
      `/items/articles_translations?filter[article][eq]=${id}&fields=id,language,title&sort=id`,
    );
    expect(byLanguage(rows).map((r) => [r.language, r.title])).toEqual([
      ['de-DE', 'Hallo'],
      ['en-US', 'Hello'],
    ]);
    const german = rows.find((r) => r.language === 'de-DE')!;

    document.body.innerHTML = '';
    const again = await open(id);
    const box2 = within(await waitFor(() => field('translations')));
    fireEvent.click(await box2.findByRole('tab', { name: 'Deutsch' }));
    const title = await box2.findByLabelText('Title');
    expect((title as HTMLInputElement).value).toBe('Hallo');
    fireEvent.change(title, { target: { value: 'Guten Tag' } });
    expect(edits(again).translations).toEqual([{ id: german.id, title: 'Guten Tag' }]);
    await save(again, id);
    const after = await fx.read<{ language: string; title: string }[]>(
      `/items/articles_translations?filter[article][eq]=${id}&fields=language,title&sort=id`,
    );
    expect(byLanguage(after)).toEqual([
      { language: 'de-DE', title: 'Guten Tag' },
      { language: 'en-US', title: 'Hello' },
    ]);
  });
});
