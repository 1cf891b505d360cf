import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import '../../i18n';
import { mockFetch } from '../../../test/fetch-mock';
import { collection, itemsRoute, relatedWrapper } from '../related/testing';
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
const JUNCTION = collection('articles_tags', { article: {}, tag: {} });
const saved = [{ id: 10, article: 9, tag: { id: 1, name: 'news' } }];
let wrapper: ReturnType<typeof relatedWrapper>;

describe('checkboxes-relational', () => {
  beforeEach(() => {
    wrapper = relatedWrapper([TAGS, JUNCTION], [relation, junction]);
    mockFetch({
      'GET demo/items/tags': itemsRoute([
        { id: 1, name: 'news' },
        { id: 2, name: 'sport' },
      ]),
    });
  });

  it('defaults: a grid of 2; every related item a checkbox, linked ones checked', async () => {
    const props = inputProps(mod, {
      relation,
      value: saved,
      savedValue: saved,
      options: { template: '{{name}}' },
    });
    expect(props.options.grid).toBe(2);
    render(<Input {...props} />, { wrapper });
    expect(((await screen.findByRole('checkbox', { name: 'news' })) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'sport' }) as HTMLInputElement).checked).toBe(false);
  });

  it('check links {jf: pk}; uncheck a saved link stages $delete; checking it again restores it', async () => {
    const props = inputProps(mod, {
      relation,
      value: saved,
      savedValue: saved,
      options: { template: '{{name}}' },
    });
    render(<ControlledInput mod={mod} {...props} />, { wrapper });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'sport' }));
    expect(props.onInput).toHaveBeenLastCalledWith([{ tag: 2 }]);
    fireEvent.click(screen.getByRole('checkbox', { name: 'news' }));
    expect(props.onInput).toHaveBeenLastCalledWith([{ tag: 2 }, { id: 10, $delete: true }]);
    fireEvent.click(screen.getByRole('checkbox', { name: 'news' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'sport' }));
    // Back where it started: the saved value, nothing staged.
    expect(props.onInput).toHaveBeenLastCalledWith(saved);
  });

  it('readonly disables the checkboxes', async () => {
    render(
      <Input
        {...inputProps(mod, {
          relation,
          value: saved,
          savedValue: saved,
          readonly: true,
          options: { template: '{{name}}' },
        })}
      />,
      { wrapper },
    );
    expect(((await screen.findByRole('checkbox', { name: 'sport' })) as HTMLInputElement).disabled).toBe(
      true,
    );
  });

  it('Display: "N Items" with the listing template on hover', () => {
    render(
      <Display {...displayProps(mod, { value: saved, options: { listing_template: '{{tag.name}}' } })} />,
    );
    expect(screen.getByText('1 Item').getAttribute('title')).toBe('news');
  });
});
