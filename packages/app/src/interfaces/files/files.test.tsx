import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n';
import { collectionKeys } from '../../api/collections/keys';
import { mockFetch } from '../../../test/fetch-mock';
import { useProjects } from '../../stores/projects';
import mod from './index';
import { ControlledInput } from '../testing/controlled-input';
import { displayProps, inputProps } from '../testing/test-props';
import { withQueryClient } from '../testing/with-query-client';

vi.mock('../../item-select/ItemSelectModal', () => ({
  ItemSelectModal: (props: { onSelect(keys: number[], items: Record<string, unknown>[]): void }) => (
    <div role="dialog" aria-label="library">
      <button type="button" onClick={() => props.onSelect([30], [file(30, 'Picked')])}>
        pick 30
      </button>
    </div>
  ),
}));

function file(id: number, title: string) {
  return {
    id,
    title,
    type: 'image/png',
    data: { thumbnails: [{ key: 'directus-small-crop', url: `/t/${id}` }] },
  };
}

const field = (name: string, type: string, extra = {}) => ({
  collection: 'articles_gallery',
  field: name,
  type,
  interface: 'numeric',
  ...extra,
});
const JUNCTION = {
  collection: 'articles_gallery',
  fields: {
    id: field('id', 'integer', { primary_key: true }),
    article: field('article', 'm2o'),
    file: field('file', 'file'),
    sort: field('sort', 'sort'),
  },
};
const relation = {
  id: 1,
  collection_many: 'articles_gallery',
  field_many: 'article',
  collection_one: 'articles',
  field_one: 'gallery',
  junction_field: 'file',
  junction: {
    id: 2,
    collection_many: 'articles_gallery',
    field_many: 'file',
    collection_one: 'directus_files',
    field_one: null,
    junction_field: 'article',
  },
};
const SAVED = [
  { id: 2, sort: 2, file: file(12, 'Second') },
  { id: 1, sort: 1, file: file(11, 'First') },
];

describe('files', () => {
  let wrapper: ReturnType<typeof withQueryClient>['wrapper'];
  let props: ReturnType<typeof inputProps>;
  beforeEach(() => {
    const q = withQueryClient();
    wrapper = q.wrapper;
    q.client.setQueryData(collectionKeys.all('demo'), { articles_gallery: JUNCTION });
    useProjects.setState({ current: 'demo' });
    mockFetch({});
    props = inputProps(mod, { value: SAVED, savedValue: SAVED, relation: relation as never });
  });

  it('lists the linked files in the junction order with thumbnails', () => {
    render(<ControlledInput mod={mod} {...props} />, { wrapper });
    const names = [...document.querySelectorAll('.files-name')].map((n) => n.textContent);
    expect(names).toEqual(['First', 'Second']);
    expect(document.querySelector('.files-thumb img')?.getAttribute('src')).toBe('/t/11');
  });

  it('removes a saved file as {pk, $delete: true}', () => {
    render(<ControlledInput mod={mod} {...props} />, { wrapper });
    fireEvent.click(screen.getByRole('button', { name: 'Remove First' }));
    expect(props.onInput).toHaveBeenLastCalledWith([{ id: 1, $delete: true }]);
  });

  it('adds library files as new junction rows without a key, placed last', () => {
    render(<ControlledInput mod={mod} {...props} />, { wrapper });
    fireEvent.click(screen.getByRole('button', { name: /Choose from the Library/ }));
    fireEvent.click(screen.getByRole('button', { name: 'pick 30' }));
    expect(props.onInput).toHaveBeenLastCalledWith([{ file: 30, sort: 3 }]);
    expect(screen.getByText('Picked')).toBeTruthy();
    // Removing a row that is still to be created drops it from the payload: back to the saved value.
    fireEvent.click(screen.getByRole('button', { name: 'Remove Picked' }));
    expect(props.onInput).toHaveBeenLastCalledWith(SAVED);
  });

  it('reorders from the keyboard and stages the new sort values only', async () => {
    render(<ControlledInput mod={mod} {...props} />, { wrapper });
    const handles = screen.getAllByRole('button', { name: 'Drag to reorder' });
    handles[1]!.focus();
    fireEvent.keyDown(handles[1]!, { key: ' ', code: 'Space' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp', code: 'ArrowUp' });
    fireEvent.keyDown(document.activeElement!, { key: ' ', code: 'Space' });
    // jsdom has no layout, so dnd-kit may not move; the order rule itself is tested directly.
    const { withOrder } = await import('./order');
    const rows = [
      { id: 's:2', key: 2, row: SAVED[0]!, status: 'saved' as const, entry: null },
      { id: 's:1', key: 1, row: SAVED[1]!, status: 'saved' as const, entry: null },
    ];
    expect(withOrder([], rows, 'id', 'sort')).toEqual([
      { id: 2, sort: 1 },
      { id: 1, sort: 2 },
    ]);
  });

  it('read-only: no add or remove', () => {
    render(<ControlledInput mod={mod} {...props} readonly />, { wrapper });
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Upload Files/ })).toBeNull();
  });

  it('displays the count', () => {
    const { container } = render(<Display {...displayProps(mod, { value: SAVED })} />);
    expect(container.textContent).toBe('2 Files');
  });
});

const { Display } = mod;
