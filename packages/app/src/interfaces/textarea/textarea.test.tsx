import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import mod from './index';
import { displayProps, inputProps } from '../testing/test-props';

const { Input, Display } = mod;

describe('textarea', () => {
  it('renders 8 rows by default and an empty box for null', () => {
    render(<Input {...inputProps(mod)} />);
    const box = screen.getByRole('textbox');
    expect(box.getAttribute('rows')).toBe('8');
    expect(box).toHaveProperty('value', '');
  });

  it('emits strings, and an empty string when emptied', () => {
    const props = inputProps(mod, { value: 'a' });
    render(<Input {...props} />);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'a\nb' } });
    expect(props.onInput).toHaveBeenLastCalledWith('a\nb');
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '' } });
    expect(props.onInput).toHaveBeenLastCalledWith('');
  });

  it('honours readonly', () => {
    render(<Input {...inputProps(mod, { readonly: true, value: 'x' })} />);
    expect(screen.getByRole('textbox')).toHaveProperty('readOnly', true);
  });

  it('Display shows the text on one line', () => {
    render(<Display {...displayProps(mod, { value: 'one\ntwo' })} />);
    expect(screen.getByText('one two')).toBeTruthy();
  });
});
