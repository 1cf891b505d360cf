import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../../i18n';
import primaryKey from './index';
import { displayProps, inputProps } from '../testing/test-props';

describe('primary-key', () => {
  it('defaults to a monospace box and is locked on an existing item with a note', () => {
    expect(inputProps(primaryKey).options).toEqual({ monospace: true });
    render(<primaryKey.Input {...inputProps(primaryKey, { value: 5, newItem: false })} />);
    const box = screen.getByRole('spinbutton') as HTMLInputElement;
    expect(box.disabled).toBe(true);
    expect(box.className).toContain('mono');
    expect(screen.getByText('Can not be changed')).toBeTruthy();
  });

  it('takes a number on a new integer item and clears to null', () => {
    const onInput = vi.fn();
    render(<primaryKey.Input {...inputProps(primaryKey, { newItem: true, value: 5, onInput })} />);
    const box = screen.getByRole('spinbutton');
    fireEvent.change(box, { target: { value: '17' } });
    expect(onInput).toHaveBeenLastCalledWith(17);
    fireEvent.change(box, { target: { value: '' } });
    expect(onInput).toHaveBeenLastCalledWith(null);
  });

  it('takes text for a string key', () => {
    const onInput = vi.fn();
    render(<primaryKey.Input {...inputProps(primaryKey, { type: 'string', newItem: true, onInput })} />);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'sku-1' } });
    expect(onInput).toHaveBeenLastCalledWith('sku-1');
  });

  it('honours readonly on a new item too', () => {
    render(<primaryKey.Input {...inputProps(primaryKey, { newItem: true, readonly: true })} />);
    expect((screen.getByRole('spinbutton') as HTMLInputElement).disabled).toBe(true);
  });

  it('displays the raw key', () => {
    render(<primaryKey.Display {...displayProps(primaryKey, { value: 'sku-1' })} />);
    expect(screen.getByText('sku-1')).toBeTruthy();
  });
});
