import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import '../../i18n';
import { mockFetch } from '../../../test/fetch-mock';
import { collection, itemsRoute, relatedWrapper } from '../related/testing';
import { ControlledInput } from '../testing/controlled-input';
import { displayProps, inputProps } from '../testing/test-props';
import mod from './index';

const { Input, Display } = mod;
const relation = {
  id: 2,
  collection_many: 'comments',
  field_many: 'article',
  collection_one: 'articles',
  field_one: 'comments',
  junction_field: null,
};
const COMMENTS = collection('comments', {
  body: {},
  author_name: {},
  article: { type: 'm2o', datatype: 'INT' },
});
const saved = [
  { id: 1, body: 'first', author_name: 'Ann', article: 9 },
  { id: 2, body: 'second', author_name: 'Bo', article: 9 },
];
let wrapper: ReturnType<typeof relatedWrapper>;

describe('one-to-many', () => {
  beforeEach(() => {
    wrapper = relatedWrapper([COMMENTS], [relation]);
    mockFetch({ 'GET demo/items/comments': itemsRoute(saved) });
  });

  it('defaults: delete_mode relation, create and select allowed; columns = first two fields but the back-reference', () => {
    const props = inputProps(mod, { relation, value: saved, savedValue: saved });
    expect(props.options).toMatchObject({ delete_mode: 'relation', allow_create: true, allow_select: true });
    render(<Input {...props} />, { wrapper });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Body',
      'Author Name',
      '',
    ]);
    expect(screen.getByRole('button', { name: 'Add New' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Select Existing' })).toBeTruthy();
  });

  it('remove: nullifies by default, deletes with delete_mode item; removing everything staged undoes it', () => {
    const props = inputProps(mod, { relation, value: saved, savedValue: saved });
    const { unmount } = render(<ControlledInput mod={mod} {...props} />, { wrapper });
    fireEvent.click(screen.getByRole('button', { name: 'Remove second' }));
    expect(props.onInput).toHaveBeenLastCalledWith([{ id: 2, article: null }]);
    expect(screen.queryByText('second')).toBeNull();
    unmount();
    const item = inputProps(mod, {
      relation,
      value: saved,
      savedValue: saved,
      options: { delete_mode: 'item' },
    });
    render(<ControlledInput mod={mod} {...item} />, { wrapper });
    fireEvent.click(screen.getByRole('button', { name: 'Remove first' }));
    expect(item.onInput).toHaveBeenLastCalledWith([{ id: 1, $delete: true }]);
  });

  it('a new row is created without key or back-reference and can be taken out again', async () => {
    const props = inputProps(mod, {
      relation,
      value: null,
      savedValue: null,
      newItem: true,
      primaryKey: null,
    });
    render(<ControlledInput mod={mod} {...props} />, { wrapper });
    expect(screen.getByText('No items selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add New' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Creating Item' }));
    fireEvent.change(await dialog.findByLabelText('Body'), { target: { value: 'hello' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Done' }));
    expect(props.onInput).toHaveBeenLastCalledWith([{ body: 'hello' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove hello' }));
    expect(props.onInput).toHaveBeenLastCalledWith(null);
  });

  it('readonly: rows are listed, nothing can be added or removed', () => {
    render(<Input {...inputProps(mod, { relation, value: saved, savedValue: saved, readonly: true })} />, {
      wrapper,
    });
    expect(screen.getByText('first')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add New' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
  });

  it('Display: "N Items", the rows through the template on hover', () => {
    render(<Display {...displayProps(mod, { value: saved, options: { template: '{{body}}' } })} />);
    const text = screen.getByText('2 Items');
    expect(text.getAttribute('title')).toBe('first\nsecond');
    render(<Display {...displayProps(mod, { value: [] })} />);
    expect(screen.getByText('No Items')).toBeTruthy();
  });
});
