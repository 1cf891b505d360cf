import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import { formatBytes, unitFor } from '../../lib/bytes';
import mod from './index';
import { ControlledInput } from '../testing/controlled-input';
import { displayProps, inputProps } from '../testing/test-props';

const { Input, Display } = mod;

describe('file-size', () => {
  it('declares integer, formatted display and input by default', () => {
    expect(mod.meta.types).toEqual(['integer']);
    const props = inputProps(mod);
    expect(props.options).toMatchObject({ format: true, formatInput: true, decimal: true });
  });

  it('shows a stored size as a number in the unit that fits, and emits bytes', () => {
    const props = inputProps(mod, { value: 2_500_000 });
    render(<ControlledInput mod={mod} {...props} />);
    const box = screen.getByRole('spinbutton');
    expect((box as HTMLInputElement).value).toBe('2.5');
    expect(screen.getByRole('button', { name: /Unit/ }).textContent).toContain('MB');
    fireEvent.change(box, { target: { value: '3' } });
    expect(props.onInput).toHaveBeenLastCalledWith(3_000_000);
    fireEvent.change(box, { target: { value: '' } });
    expect(props.onInput).toHaveBeenLastCalledWith(null);
  });

  it('changing the unit rescales the emitted bytes', async () => {
    const props = inputProps(mod, { value: 2000 });
    render(<ControlledInput mod={mod} {...props} />);
    fireEvent.click(screen.getByRole('button', { name: /Unit/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'MB' }));
    expect(props.onInput).toHaveBeenLastCalledWith(2_000_000);
  });

  it('without formatInput edits raw bytes and shows the formatted size', () => {
    const props = inputProps(mod, { value: 1536, options: { formatInput: false, decimal: false } });
    render(<ControlledInput mod={mod} {...props} />);
    expect(screen.getByText('(1.5 KiB)')).toBeTruthy();
    fireEvent.change(screen.getByRole('spinbutton'), { target: { value: '42' } });
    expect(props.onInput).toHaveBeenLastCalledWith(42);
  });

  it('honours readonly', () => {
    render(<Input {...inputProps(mod, { value: 10, readonly: true })} />);
    expect(screen.getByRole('spinbutton')).toHaveProperty('readOnly', true);
  });

  it('displays decimal or binary units, raw without format, -- for 0 and empty', () => {
    const { rerender, container } = render(<Display {...displayProps(mod, { value: 1_234_567 })} />);
    expect(container.textContent).toBe('1.2 MB');
    rerender(<Display {...displayProps(mod, { value: 1_234_567, options: { decimal: false } })} />);
    expect(container.textContent).toBe('1.2 MiB');
    rerender(<Display {...displayProps(mod, { value: 999 })} />);
    expect(container.textContent).toBe('999 B');
    rerender(<Display {...displayProps(mod, { value: 1_234_567, options: { format: false } })} />);
    expect(container.textContent).toBe('1234567');
    rerender(<Display {...displayProps(mod, { value: 0 })} />);
    expect(container.textContent).toBe('--');
    rerender(<Display {...displayProps(mod, { value: null })} />);
    expect(container.textContent).toBe('--');
  });

  it('formats and picks units across the range', () => {
    expect(formatBytes(1000)).toBe('1.0 kB');
    expect(formatBytes(1024, false)).toBe('1.0 KiB');
    expect(formatBytes(5e24)).toBe('5.0 YB');
    expect(unitFor(0)).toBe('B');
    expect(unitFor(999_999)).toBe('kB');
    expect(unitFor(1e18)).toBe('EB');
  });
});
