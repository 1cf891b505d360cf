import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import mod from './index';
import { displayProps, inputProps } from '../testing/test-props';
import { numericStep } from './step';

const { Input, Display } = mod;

describe('numeric', () => {
  it('renders an empty number box for null with step 1', () => {
    render(<Input {...inputProps(mod)} />);
    const box = screen.getByRole('spinbutton');
    expect(box).toHaveProperty('value', '');
    expect(box.getAttribute('step')).toBe('1');
  });

  it('emits numbers for integer and decimal fields, null when emptied', () => {
    const props = inputProps(mod, { type: 'integer', value: 3 });
    render(<Input {...props} />);
    fireEvent.change(screen.getByRole('spinbutton'), { target: { value: '42' } });
    expect(props.onInput).toHaveBeenLastCalledWith(42);
    fireEvent.change(screen.getByRole('spinbutton'), { target: { value: '' } });
    expect(props.onInput).toHaveBeenLastCalledWith(null);
  });

  it('decimal fields step by their scale and keep fractions', () => {
    const props = inputProps(mod, { type: 'decimal', length: '10,2' });
    render(<Input {...props} />);
    const box = screen.getByRole('spinbutton');
    expect(box.getAttribute('step')).toBe('0.01');
    fireEvent.change(box, { target: { value: '3.25' } });
    expect(props.onInput).toHaveBeenLastCalledWith(3.25);
    expect(numericStep('decimal', '8,4')).toBe('0.0001');
    expect(numericStep('decimal', null)).toBe('any');
  });

  it('honours readonly', () => {
    render(<Input {...inputProps(mod, { readonly: true, value: 1 })} />);
    expect(screen.getByRole('spinbutton')).toHaveProperty('readOnly', true);
  });

  it('Display formats for the locale when localized (default)', () => {
    const { rerender } = render(<Display {...displayProps(mod, { value: 1234567 })} />);
    expect(screen.getByText('1,234,567')).toBeTruthy();
    rerender(<Display {...displayProps(mod, { value: 1234567, options: { localized: false } })} />);
    expect(screen.getByText('1234567')).toBeTruthy();
  });
});
