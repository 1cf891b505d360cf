import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import mod from './index';
import { displayProps, inputProps } from '../testing/test-props';

const { Input, Display } = mod;
const choices = { s: 'Small', l: 'Large' };

describe('radio-buttons', () => {
  it('renders one radio per choice, none checked for null', () => {
    render(<Input {...inputProps(mod, { options: { choices } })} />);
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(2);
    expect(radios.some((r) => (r as HTMLInputElement).checked)).toBe(false);
  });

  it('emits the stored string of the picked choice', () => {
    const props = inputProps(mod, { options: { choices }, value: 's' });
    render(<Input {...props} />);
    expect(screen.getByLabelText('Small')).toHaveProperty('checked', true);
    fireEvent.click(screen.getByLabelText('Large'));
    expect(props.onInput).toHaveBeenLastCalledWith('l');
  });

  it('keeps a saved value that is not among the choices visible', () => {
    render(<Input {...inputProps(mod, { options: { choices }, value: 'legacy' })} />);
    expect(screen.getByLabelText('legacy')).toHaveProperty('checked', true);
  });

  it('honours readonly', () => {
    render(<Input {...inputProps(mod, { readonly: true, options: { choices } })} />);
    for (const r of screen.getAllByRole('radio')) expect(r).toHaveProperty('disabled', true);
  });

  it('Display shows the label with format, raw value without', () => {
    const { rerender } = render(<Display {...displayProps(mod, { value: 'l', options: { choices } })} />);
    expect(screen.getByText('Large')).toBeTruthy();
    rerender(<Display {...displayProps(mod, { value: 'l', options: { choices, format: false } })} />);
    expect(screen.getByText('l')).toBeTruthy();
  });
});
