import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import mod from './index';
import { displayProps, inputProps } from '../testing/test-props';

const { Input, Display } = mod;
const choices = { a: 'Apple', b: 'Banana' };

describe('dropdown', () => {
  it('renders the default placeholder for an empty value', () => {
    render(<Input {...inputProps(mod, { options: { choices } })} />);
    const select = screen.getByRole('combobox');
    expect(select).toHaveProperty('value', '');
    expect(screen.getByRole('option', { name: 'Choose an option...' })).toBeTruthy();
  });

  it('emits the stored string of the choice, and null for the placeholder', () => {
    const props = inputProps(mod, { options: { choices }, value: 'a' });
    render(<Input {...props} />);
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'b' } });
    expect(props.onInput).toHaveBeenLastCalledWith('b');
    fireEvent.change(screen.getByRole('combobox'), { target: { value: '' } });
    expect(props.onInput).toHaveBeenLastCalledWith(null);
  });

  it('parses choices saved as a JSON string and warns when they are unreadable', () => {
    const { unmount } = render(<Input {...inputProps(mod, { options: { choices: '{"x":"Xylophone"}' } })} />);
    expect(screen.getByRole('option', { name: 'Xylophone' })).toBeTruthy();
    unmount();
    render(<Input {...inputProps(mod, { options: { choices: '{"x":' } })} />);
    expect(screen.getByRole('alert').textContent).toContain('The choices option is not valid JSON');
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('allow_other reveals a text box whose text is staged', () => {
    const props = inputProps(mod, { options: { choices, allow_other: true } });
    render(<Input {...props} />);
    fireEvent.change(screen.getByRole('combobox'), { target: { value: '\u0000other' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Other value' }), { target: { value: 'Cherry' } });
    expect(props.onInput).toHaveBeenLastCalledWith('Cherry');
  });

  it('honours readonly (fixed quirk)', () => {
    render(<Input {...inputProps(mod, { readonly: true, options: { choices } })} />);
    expect(screen.getByRole('combobox')).toHaveProperty('disabled', true);
  });

  it('Display shows the label when formatting, else the raw value', () => {
    const { rerender } = render(<Display {...displayProps(mod, { value: 'a', options: { choices } })} />);
    expect(screen.getByText('Apple')).toBeTruthy();
    rerender(<Display {...displayProps(mod, { value: 'a', options: { choices, formatting: false } })} />);
    expect(screen.getByText('a')).toBeTruthy();
  });
});
