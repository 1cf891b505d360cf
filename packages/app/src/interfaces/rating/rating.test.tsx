import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import mod from './index';
import { displayProps, inputProps } from '../testing/test-props';
import { starFill } from './stars';

const { Input, Display } = mod;

describe('rating', () => {
  it('renders five stars by default', () => {
    render(<Input {...inputProps(mod)} />);
    expect(screen.getAllByRole('button')).toHaveLength(5);
  });

  it('emits the integer of the clicked star; clicking it again clears to null', () => {
    const props = inputProps(mod);
    const { rerender } = render(<Input {...props} />);
    fireEvent.click(screen.getByRole('button', { name: '3 of 5 stars' }));
    expect(props.onInput).toHaveBeenLastCalledWith(3);
    rerender(<Input {...props} value={3} />);
    fireEvent.click(screen.getByRole('button', { name: '3 of 5 stars' }));
    expect(props.onInput).toHaveBeenLastCalledWith(null);
  });

  it('renders fractional values as half or full stars', () => {
    expect(starFill(3.5, 4)).toBe('half');
    expect(starFill(3.2, 4)).toBe('empty');
    expect(starFill(3.8, 4)).toBe('full');
  });

  it('number mode snaps above max and emits numbers', () => {
    const props = inputProps(mod, { type: 'decimal', options: { display: 'number' } });
    render(<Input {...props} />);
    fireEvent.change(screen.getByRole('spinbutton'), { target: { value: '9' } });
    expect(props.onInput).toHaveBeenLastCalledWith(5);
    fireEvent.change(screen.getByRole('spinbutton'), { target: { value: '2.5' } });
    expect(props.onInput).toHaveBeenLastCalledWith(2.5);
  });

  it('honours readonly', () => {
    render(<Input {...inputProps(mod, { readonly: true, value: 2 })} />);
    for (const star of screen.getAllByRole('button')) expect(star).toHaveProperty('disabled', true);
  });

  it('Display renders stars for a stored value', () => {
    render(<Display {...displayProps(mod, { value: 4 })} />);
    expect(screen.getByRole('img', { name: '4 of 5' })).toBeTruthy();
    expect(screen.getAllByText('star')).toHaveLength(4);
  });
});
