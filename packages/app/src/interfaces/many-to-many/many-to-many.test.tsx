import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import '../../i18n';
import { mockFetch } from '../../../test/fetch-mock';
import { collection, itemsRoute, pickRow, relatedWrapper } from '../related/testing';
import { ControlledInput } from '../testing/controlled-input';
import { displayProps, inputProps } from '../testing/test-props';
import mod from './index';

const { Input, Display } = mod;
const junction = {
  id: 6,
  collection_many: 'articles_tags',
  field_many: 'tag',
  collection_one: 'tags',
  field_one: null,
  junction_field: 'article',
};
const relation = {
  id: 5,
  collection_many: 'articles_tags',
  field_many: 'article',
  collection_one: 'articles',
  field_one: 'tags',
  junction_field: 'tag',
  junction,
};
const TAGS = collection('tags', { name: {} });
const JUNCTION = collection('articles_tags', {
  article: { type: 'm2o', datatype: 'INT' },
  tag: { type: 'm2o', datatype: 'INT' },
});
const tags = [
  { id: 1, name: 'news' },
  { id: 2, name: 'sport' },
  { id: 3, name: 'music' },
];
const saved = [
  { id: 10, article: 9, tag: { id: 1, name: 'news' } },
  { id: 11, article: 9, tag: { id: 3, name: 'music' } },
];
const options = { fields: 'tag.name', template: '{{tag.name}}' };
let wrapper: ReturnType<typeof relatedWrapper>;

describe('many-to-many', () => {
  beforeEach(() => {
    wrapper = relatedWrapper([TAGS, JUNCTION], [relation, junction]);
    mockFetch({ 'GET demo/items/tags': itemsRoute(tags) });
  });

  it('defaults: no fields → the template labels each row; both buttons shown', () => {
    const props = inputProps(mod, {
      relation,
      value: saved,
      savedValue: saved,
      options: { template: '{{tag.name}}' },
    });
    expect(props.options).toMatchObject({ allow_create: true, allow_select: true, fields: null });
    render(<Input {...props} />, { wrapper });
    expect(screen.getByText('news')).toBeTruthy();
    expect(screen.queryAllByRole('columnheader')).toEqual([]);
    expect(screen.getByRole('button', { name: 'Select Existing' })).toBeTruthy();
  });

  it('the fields option gives the columns, read through the junction', () => {
    render(<Input {...inputProps(mod, { relation, value: saved, savedValue: saved, options })} />, {
      wrapper,
    });
    expect(screen.getAllByRole('columnheader')[0]!.textContent).toBe('Name');
    expect(screen.getByText('music')).toBeTruthy();
  });

  it('select existing links by key, deselecting unlinks with $delete; editing the related item nests its diff', async () => {
    const props = inputProps(mod, { relation, value: saved, savedValue: saved, options });
    render(<ControlledInput mod={mod} {...props} />, { wrapper });
    fireEvent.click(screen.getByRole('button', { name: 'Select Existing' }));
    const modal = within(await screen.findByRole('dialog', { name: 'Select Items' }));
    await pickRow(modal, 'sport');
    fireEvent.click(modal.getByText('news'));
    fireEvent.click(modal.getByRole('button', { name: 'Done' }));
    expect(props.onInput).toHaveBeenLastCalledWith([{ id: 10, $delete: true }, { tag: 2 }]);
    fireEvent.click(await screen.findByText('music'));
    const dialog = within(await screen.findByRole('dialog', { name: 'Editing Item' }));
    fireEvent.change(await dialog.findByLabelText('Name'), { target: { value: 'jazz' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Done' }));
    expect(props.onInput).toHaveBeenLastCalledWith([
      { id: 10, $delete: true },
      { tag: 2 },
      { id: 11, tag: { id: 3, name: 'jazz' } },
    ]);
  });

  it('readonly: no buttons, no removal', () => {
    render(
      <Input {...inputProps(mod, { relation, value: saved, savedValue: saved, options, readonly: true })} />,
      {
        wrapper,
      },
    );
    expect(screen.queryByRole('button', { name: 'Add New' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
  });

  it('Display: "N Items"', () => {
    render(<Display {...displayProps(mod, { value: saved, options })} />);
    expect(screen.getByText('2 Items').getAttribute('title')).toBe('news\nmusic');
  });
});
