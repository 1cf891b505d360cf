import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import '../../i18n';
import { mockFetch } from '../../../test/fetch-mock';
import { collection, itemsRoute, relatedWrapper } from '../related/testing';
import { displayProps, inputProps } from '../testing/test-props';
import mod from './index';

const { Input, Display } = mod;
const authors = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `Author ${i + 1}` }));
const relation = {
  id: 1,
  collection_many: 'articles',
  field_many: 'author',
  collection_one: 'authors',
  field_one: null,
  junction_field: null,
};
const AUTHORS = collection('authors', { name: {} });
let wrapper: ReturnType<typeof relatedWrapper>;

describe('many-to-one', () => {
  beforeEach(() => {
    wrapper = relatedWrapper([AUTHORS], [relation]);
  });

  it('defaults: threshold 20, placeholder "Select one"', async () => {
    mockFetch({ 'GET demo/items/authors': itemsRoute(authors(3)) });
    const props = inputProps(mod, { relation, options: { template: '{{name}}' } });
    expect(props.options.threshold).toBe(20);
    render(<Input {...props} />, { wrapper });
    const select = await screen.findByRole('combobox');
    expect(select.querySelector('option')!.textContent).toBe('Select one');
  });

  it('below the threshold: a dropdown labelled by the template; emits the key, and null when cleared', async () => {
    mockFetch({ 'GET demo/items/authors': itemsRoute(authors(5)) });
    const props = inputProps(mod, {
      relation,
      value: { id: 2, name: 'Author 2' },
      options: { template: '#{{id}} {{name}}' },
    });
    render(<Input {...props} />, { wrapper });
    const select = (await screen.findByRole('combobox')) as HTMLSelectElement;
    expect(select.value).toBe('2');
    expect(screen.getByRole('option', { name: '#4 Author 4' })).toBeTruthy();
    fireEvent.change(select, { target: { value: '4' } });
    expect(props.onInput).toHaveBeenLastCalledWith(4);
    fireEvent.change(select, { target: { value: '' } });
    expect(props.onInput).toHaveBeenLastCalledWith(null);
  });

  it('takes a bare key as its value too, and honours readonly', async () => {
    mockFetch({ 'GET demo/items/authors': itemsRoute(authors(5)) });
    render(
      <Input
        {...inputProps(mod, { relation, value: 3, readonly: true, options: { template: '{{name}}' } })}
      />,
      {
        wrapper,
      },
    );
    const select = (await screen.findByRole('combobox')) as HTMLSelectElement;
    expect(select.value).toBe('3');
    expect(select.disabled).toBe(true);
  });

  it('above the threshold: a button that opens the item select modal (search, single pick)', async () => {
    mockFetch({ 'GET demo/items/authors': itemsRoute(authors(30)) });
    const props = inputProps(mod, { relation, value: 25, options: { template: '{{name}}', threshold: 20 } });
    render(<Input {...props} />, { wrapper });
    // The current value is not among the first 20: fetched for its label.
    const button = await screen.findByRole('button', { name: /Author 25/ });
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Select Item' });
    fireEvent.click(await screen.findByText('Author 7'));
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(props.onInput).toHaveBeenLastCalledWith(7);
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(props.onInput).toHaveBeenLastCalledWith(null);
  });

  it('without a relation: a warning instead of a control', () => {
    render(<Input {...inputProps(mod)} />, { wrapper });
    expect(screen.getByRole('alert').textContent).toContain('no relation');
  });

  it('Display: the template over the related item; -- when empty; a bare key is fetched', async () => {
    mockFetch({ 'GET demo/items/authors': itemsRoute(authors(5)) });
    const { unmount } = render(
      <Display
        {...displayProps(mod, {
          relation,
          value: { id: 1, name: 'Ann' },
          options: { template: 'By {{name}}' },
        })}
      />,
      { wrapper },
    );
    expect(screen.getByText('By Ann')).toBeTruthy();
    unmount();
    render(<Display {...displayProps(mod, { relation, value: null })} />, { wrapper });
    expect(screen.getByText('--')).toBeTruthy();
    render(<Display {...displayProps(mod, { relation, value: 4, options: { template: '{{name}}' } })} />, {
      wrapper,
    });
    expect(await screen.findByText('Author 4')).toBeTruthy();
  });
});
