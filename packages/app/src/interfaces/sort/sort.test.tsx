import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../../i18n';
import sort from './index';
import { displayProps, inputProps } from '../testing/test-props';

describe('sort', () => {
  it('has no options and renders a number box with min 0', () => {
    expect(sort.meta.options).toEqual({});
    render(<sort.Input {...inputProps(sort, { value: 4 })} />);
    const box = screen.getByRole('spinbutton') as HTMLInputElement;
    expect(box.min).toBe('0');
    expect(box.value).toBe('4');
  });

  it('emits numbers, and 0 when emptied', () => {
    const onInput = vi.fn();
    render(<sort.Input {...inputProps(sort, { value: 4, onInput })} />);
    const box = screen.getByRole('spinbutton');
    fireEvent.change(box, { target: { value: '12' } });
    expect(onInput).toHaveBeenLastCalledWith(12);
    fireEvent.change(box, { target: { value: '' } });
    expect(onInput).toHaveBeenLastCalledWith(0);
  });

  it('is read-only when the field is', () => {
    render(<sort.Input {...inputProps(sort, { value: 4, readonly: true })} />);
    expect((screen.getByRole('spinbutton') as HTMLInputElement).disabled).toBe(true);
  });

  it('displays the stored number', () => {
    render(<sort.Display {...displayProps(sort, { value: 9 })} />);
    expect(screen.getByText('9')).toBeTruthy();
  });
});
