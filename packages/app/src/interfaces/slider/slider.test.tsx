import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import mod from './index';
import { displayProps, inputProps } from '../testing/test-props';
import { effectiveOptions } from '../registry';

const { Input, Display } = mod;

describe('slider', () => {
  it('copes with the minimum option arriving as null (§8.1) and shows an empty value at the midpoint', () => {
    const props = inputProps(mod);
    expect(props.options.minimum).toBeNull();
    render(<Input {...props} />);
    const range = screen.getByRole('slider');
    expect(range.getAttribute('min')).toBe('0');
    expect(range.getAttribute('max')).toBe('100');
    expect(range).toHaveProperty('value', '50');
  });

  it('copes with saved options that arrived as [] (§8.1): 0 to 100, step 1', () => {
    const props = inputProps(mod, { value: 40 });
    render(<Input {...props} options={effectiveOptions(mod.meta, [], 'input')} />);
    const range = screen.getByRole('slider');
    expect([range.getAttribute('min'), range.getAttribute('max'), range.getAttribute('step')]).toEqual([
      '0',
      '100',
      '1',
    ]);
    expect(screen.getByText('40')).toBeTruthy();
  });

  it('shows an empty value at an explicit minimum', () => {
    render(<Input {...inputProps(mod, { options: { minimum: 10, maximum: 20 } })} />);
    expect(screen.getByRole('slider')).toHaveProperty('value', '10');
  });

  it('emits a Number and shows the value with its unit', () => {
    const props = inputProps(mod, { value: 20, options: { unit: 'kg' } });
    render(<Input {...props} />);
    expect(screen.getByText('20 kg')).toBeTruthy();
    fireEvent.change(screen.getByRole('slider'), { target: { value: '30' } });
    expect(props.onInput).toHaveBeenLastCalledWith(30);
  });

  it('honours readonly (fixed quirk)', () => {
    render(<Input {...inputProps(mod, { readonly: true, value: 5 })} />);
    expect(screen.getByRole('slider')).toHaveProperty('disabled', true);
  });

  it('Display renders value and unit', () => {
    render(<Display {...displayProps(mod, { value: 7, options: { unit: 'm' } })} />);
    expect(screen.getByText('7 m')).toBeTruthy();
  });
});
