import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import '../../i18n';
import { mockFetch } from '../../../test/fetch-mock';
import { collection, relatedWrapper } from '../related/testing';
import { ControlledInput } from '../testing/controlled-input';
import { displayProps, inputProps } from '../testing/test-props';
import mod from './index';

const { Input, Display } = mod;
const relation = {
  id: 7,
  collection_many: 'articles_translations',
  field_many: 'article',
  collection_one: 'articles',
  field_one: 'translations',
  junction_field: null,
};
const TRANSLATIONS = collection('articles_translations', {
  article: { type: 'm2o', datatype: 'INT' },
  language: {},
  title: {},
});
const saved = [{ id: 3, article: 9, language: 'de-DE', title: 'Hallo' }];
const options = { languages: { 'en-US': 'English', 'de-DE': 'Deutsch' }, template: '{{title}}' };
let wrapper: ReturnType<typeof relatedWrapper>;

describe('translation', () => {
  beforeEach(() => {
    wrapper = relatedWrapper([TRANSLATIONS], [relation]);
    mockFetch({});
  });

  it('defaults: languageField "language"; one tab per language, the first selected', async () => {
    const props = inputProps(mod, { relation, value: saved, savedValue: saved, options });
    expect(props.options.languageField).toBe('language');
    render(<Input {...props} />, { wrapper });
    expect((await screen.findByRole('tab', { name: 'English' })).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Deutsch' })).toBeTruthy();
    expect(screen.getByText('Not translated in English')).toBeTruthy();
    // The language and the back-reference are not edited here.
    expect(screen.queryByLabelText('Language')).toBeNull();
  });

  it('a new language emits a row without key; a saved one only its diff', async () => {
    const props = inputProps(mod, { relation, value: saved, savedValue: saved, options });
    render(<ControlledInput mod={mod} {...props} />, { wrapper });
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'Hello' } });
    expect(props.onInput).toHaveBeenLastCalledWith([{ language: 'en-US', title: 'Hello' }]);
    fireEvent.click(screen.getByRole('tab', { name: 'Deutsch' }));
    const german = (await screen.findByLabelText('Title')) as HTMLInputElement;
    expect(german.value).toBe('Hallo');
    fireEvent.change(german, { target: { value: 'Guten Tag' } });
    expect(props.onInput).toHaveBeenLastCalledWith([
      { language: 'en-US', title: 'Hello' },
      { id: 3, title: 'Guten Tag' },
    ]);
  });

  it('readonly: the forms are read-only', async () => {
    render(
      <Input {...inputProps(mod, { relation, value: saved, savedValue: saved, options, readonly: true })} />,
      {
        wrapper,
      },
    );
    expect(((await screen.findByLabelText('Title')) as HTMLInputElement).readOnly).toBe(true);
  });

  it('Display: the row of the UI language through the template, else "Not translated in …"; without a template a count', () => {
    const rows = [...saved, { id: 4, language: 'en-US', title: 'Hello' }];
    const { unmount } = render(<Display {...displayProps(mod, { value: rows, options })} />);
    expect(screen.getByText('Hello')).toBeTruthy();
    unmount();
    render(<Display {...displayProps(mod, { value: saved, options })} />);
    expect(screen.getByText('Not translated in English')).toBeTruthy();
    render(<Display {...displayProps(mod, { value: rows, options: { template: null } })} />);
    expect(screen.getByText('2 Items')).toBeTruthy();
  });
});
