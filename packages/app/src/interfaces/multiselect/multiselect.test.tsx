import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import mod from './index';
import { displayProps, inputProps } from '../testing/test-props';

const { Input, Display } = mod;

function choose(select: HTMLElement, keys: string[]) {
  for (const option of (select as HTMLSelectElement).options) option.selected = keys.includes(option.value);
  fireEvent.change(select);
}

describe('multiselect', () => {
  it('renders the five default choices in six rows', () => {
    render(<Input {...inputProps(mod)} />);
    const select = screen.getByRole('listbox');
    expect(select.getAttribute('size')).toBe('6');
    expect(screen.getAllByRole('option')).toHaveLength(5);
    expect(screen.getByRole('option', { name: 'Option 3' })).toBeTruthy();
  });

  it('emits a delimiter-wrapped array by default (§8.5)', () => {
    const props = inputProps(mod);
    render(<Input {...props} />);
    choose(screen.getByRole('listbox'), ['value1', 'value3']);
    expect(props.onInput).toHaveBeenLastCalledWith(['', 'value1', 'value3', '']);
  });

  it('emits a plain array without wrapping, CSV for a string field, and null when nothing is selected', () => {
    const props = inputProps(mod, { options: { wrapWithDelimiter: false } });
    const { rerender } = render(<Input {...props} />);
    choose(screen.getByRole('listbox'), ['value2']);
    expect(props.onInput).toHaveBeenLastCalledWith(['value2']);
    choose(screen.getByRole('listbox'), []);
    expect(props.onInput).toHaveBeenLastCalledWith(null);
    rerender(<Input {...props} type="string" options={{ ...props.options, wrapWithDelimiter: true }} />);
    choose(screen.getByRole('listbox'), ['value1', 'value2']);
    expect(props.onInput).toHaveBeenLastCalledWith(',value1,value2,');
  });

  it('reads a wrapped stored value as selected entries', () => {
    render(<Input {...inputProps(mod, { value: ['', 'value4', ''] })} />);
    expect(screen.getByRole('option', { name: 'Option 4' })).toHaveProperty('selected', true);
  });

  it('honours readonly', () => {
    render(<Input {...inputProps(mod, { readonly: true })} />);
    expect(screen.getByRole('listbox')).toHaveProperty('disabled', true);
  });

  it('Display removes wrapping ends and shows labels', () => {
    const { rerender } = render(<Display {...displayProps(mod, { value: ['', 'value1', 'value2', ''] })} />);
    expect(screen.getByText('Option 1, Option 2')).toBeTruthy();
    rerender(<Display {...displayProps(mod, { value: ',value1,', options: { formatting: 'value' } })} />);
    expect(screen.getByText('value1')).toBeTruthy();
  });
});
