import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '../../i18n';
import language from './index';
import { LANGUAGE_CODES, languageChoices, languageName } from './language-codes';
import { displayProps, inputProps } from '../testing/test-props';
import { ControlledInput } from '../testing/controlled-input';

// jsdom has no CSS.escape; react-aria's list box uses it to find items.
globalThis.CSS ??= { escape: (text: string) => text.replace(/["\\]/g, '\\$&') } as typeof CSS;

describe('language', () => {
  it('offers 228 distinct codes with English names, or only the 31 UI languages with limit', () => {
    expect(new Set(LANGUAGE_CODES).size).toBe(228);
    expect(languageName('fr-CA')).toBe('French (Canada)');
    expect(languageName('de')).toBe('German');
    expect(languageChoices(true)).toHaveLength(31);
    expect(inputProps(language).options).toEqual({ limit: null });
  });

  it('shows the stored language by name and emits the code of a picked one', async () => {
    const onInput = vi.fn();
    render(<ControlledInput mod={language} {...inputProps(language, { value: 'nl-NL', onInput })} />);
    const box = screen.getByRole('combobox') as HTMLInputElement;
    expect(box.value).toBe('Dutch (Netherlands)');
    const user = userEvent.setup();
    await user.clear(box);
    expect(onInput).toHaveBeenLastCalledWith(null);
    await user.type(box, 'Icelandic');
    await user.click(await screen.findByRole('option', { name: /Icelandic \(Iceland\)/ }));
    expect(onInput).toHaveBeenLastCalledWith('is-IS');
  });

  it('keeps a stored code the list lacks, for that field only (the list is shared)', () => {
    const { unmount } = render(
      <language.Input {...inputProps(language, { value: 'tlh', options: { limit: true } })} />,
    );
    expect((screen.getByRole('combobox') as HTMLInputElement).value).toBe('tlh');
    unmount();
    expect(languageChoices(true).some((c) => c.code === 'tlh')).toBe(false);
    expect(languageChoices(true)).toHaveLength(31);
  });

  it('honours readonly', () => {
    render(<language.Input {...inputProps(language, { value: 'pt-BR', readonly: true })} />);
    const box = screen.getByRole('combobox') as HTMLInputElement;
    expect(box.disabled).toBe(true);
  });

  it('displays the name of the stored code', () => {
    render(<language.Display {...displayProps(language, { value: 'es-419' })} />);
    expect(screen.getByText('Spanish (Latin America)')).toBeTruthy();
  });
});
