import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../i18n';
import { readNumber, showNumber } from './locale-number';
import mod from './index';
import { displayProps, inputProps } from '../testing/test-props';
import { numericStep } from './step';

const { Input, Display } = mod;

describe('numeric', () => {
  it('renders an empty number box for null with step 1', () => {
    render(<Input {...inputProps(mod)} />);
    const box = screen.getByRole('spinbutton');
    expect(box).toHaveProperty('value', '');
    expect(box.getAttribute('data-step')).toBe('1');
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
    expect(box.getAttribute('data-step')).toBe('0.01');
    fireEvent.change(box, { target: { value: '3.25' } });
    expect(props.onInput).toHaveBeenLastCalledWith(3.25);
    expect(numericStep('decimal', '8,4')).toBe('0.0001');
    expect(numericStep('decimal', null)).toBe('any');
  });

  it('reads and writes numbers the way the UI language does', async () => {
    await setLocale('de-DE');
    try {
      const props = inputProps(mod, { type: 'decimal', length: '10,2', value: 3.5 });
      render(<Input {...props} />);
      const box = screen.getByRole('spinbutton');
      expect(box).toHaveProperty('value', '3,5');
      fireEvent.change(box, { target: { value: '1234,75' } });
      expect(props.onInput).toHaveBeenLastCalledWith(1234.75);
      // A point is understood too, and "1.234" is German for one thousand two hundred thirty-four.
      fireEvent.change(box, { target: { value: '2.5' } });
      expect(props.onInput).toHaveBeenLastCalledWith(2.5);
      fireEvent.change(box, { target: { value: '1.234' } });
      expect(props.onInput).toHaveBeenLastCalledWith(1234);
      fireEvent.change(box, { target: { value: '1.234,5' } });
      expect(props.onInput).toHaveBeenLastCalledWith(1234.5);
      // Arrow keys step by the field's scale and keep the German separator.
      fireEvent.change(box, { target: { value: '0,99' } });
      fireEvent.keyDown(box, { key: 'ArrowUp' });
      expect(props.onInput).toHaveBeenLastCalledWith(1);
      fireEvent.keyDown(box, { key: 'ArrowDown' });
      expect(box).toHaveProperty('value', '0,99');
      // Not a number: nothing is staged.
      const onInput = vi.mocked(props.onInput);
      const calls = onInput.mock.calls.length;
      fireEvent.change(box, { target: { value: '1,2,3' } });
      expect(onInput.mock.calls.length).toBe(calls);
    } finally {
      await setLocale('en-US');
    }
  });

  it('reads Arabic-Indic digits and English grouping', () => {
    expect(readNumber('٣٫٥', 'ar-SA')).toBe('3.5');
    expect(readNumber('1,234.5', 'en-US')).toBe('1234.5');
    expect(readNumber('1,234', 'en-US')).toBe('1234');
    expect(readNumber('1,5', 'en-US')).toBe('1.5');
    expect(readNumber('12 345,6', 'fr-FR')).toBe('12345.6');
    expect(readNumber('abc', 'en-US')).toBeNull();
    expect(showNumber('-12.50', 'fr-FR')).toBe('-12,50');
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
