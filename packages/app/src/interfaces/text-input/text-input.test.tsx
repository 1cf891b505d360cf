import { render, screen, fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import mod from './index';
import { displayProps, inputProps } from '../testing/test-props';
import { effectiveOptions } from '../registry';

const { Input, Display } = mod;

describe('text-input', () => {
  it('renders with its option defaults: empty for null, characters-left counter', () => {
    render(<Input {...inputProps(mod, { length: 20 })} />);
    const input = screen.getByRole('textbox');
    expect(input).toHaveProperty('value', '');
    expect(input.getAttribute('maxlength')).toBe('20');
    expect(screen.getByText('20 characters left')).toBeTruthy();
  });

  it('emits strings, trimmed only when the text grew (§8.3)', () => {
    const props = inputProps(mod);
    const { rerender } = render(<Input {...props} />);
    const input = screen.getByRole('textbox');
    fireEvent.change(input, { target: { value: 'hello ' } });
    expect(props.onInput).toHaveBeenLastCalledWith('hello');
    // The visible text keeps the space so the next word can follow it.
    expect(input).toHaveProperty('value', 'hello ');
    rerender(<Input {...props} value="hello" />);
    fireEvent.change(input, { target: { value: 'hello w' } });
    expect(props.onInput).toHaveBeenLastCalledWith('hello w');
    rerender(<Input {...props} value="hello w" />);
    // Shrinking keeps the text as typed (no trim).
    fireEvent.change(input, { target: { value: 'hello ' } });
    expect(props.onInput).toHaveBeenLastCalledWith('hello ');
  });

  it('does not trim when the trim option is off', () => {
    const props = inputProps(mod, { options: { trim: false } });
    render(<Input {...props} />);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: ' a ' } });
    expect(props.onInput).toHaveBeenLastCalledWith(' a ');
  });

  it('copes with saved options that arrived as [] (no defaults at all, §8.1)', () => {
    const props = inputProps(mod, { length: 10 });
    render(<Input {...props} options={effectiveOptions(mod.meta, [], 'input')} />);
    expect(screen.queryByText(/characters left/)).toBeNull();
    fireEvent.change(screen.getByRole('textbox'), { target: { value: ' a ' } });
    expect(props.onInput).toHaveBeenLastCalledWith(' a ');
  });

  it('clearing emits an empty string', () => {
    const props = inputProps(mod, { value: 'abc' });
    render(<Input {...props} />);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '' } });
    expect(props.onInput).toHaveBeenLastCalledWith('');
  });

  it('shows a value cleared from outside (label menu) as empty', () => {
    const props = inputProps(mod, { value: 'abc' });
    const { rerender } = render(<Input {...props} />);
    rerender(<Input {...props} value={null} />);
    expect(screen.getByRole('textbox')).toHaveProperty('value', '');
  });

  it('honours readonly', () => {
    render(<Input {...inputProps(mod, { value: 'x', readonly: true })} />);
    expect(screen.getByRole('textbox')).toHaveProperty('readOnly', true);
  });

  it('Display renders the value, Title Case with formatValue', () => {
    const { rerender } = render(<Display {...displayProps(mod, { value: 'my_value' })} />);
    expect(screen.getByText('my_value')).toBeTruthy();
    rerender(<Display {...displayProps(mod, { value: 'my_value', options: { formatValue: true } })} />);
    expect(screen.getByText('My Value')).toBeTruthy();
  });
});
