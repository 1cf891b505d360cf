import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '../../i18n';
import time from './index';
import { displayProps, inputProps } from '../testing/test-props';
import { ControlledInput } from '../testing/controlled-input';

const segments = () => screen.getAllByRole('spinbutton');

describe('time', () => {
  it('defaults to a 24-hour clock', () => {
    expect(inputProps(time).options).toEqual({ display24HourClock: true });
    render(<time.Input {...inputProps(time, { value: '14:05:00' })} />);
    expect(segments().map((s) => s.textContent)).toEqual(['14', '05']);
  });

  it('emits HH:mm:00 for typed hours and minutes, and keeps stored seconds', async () => {
    const onInput = vi.fn();
    const { unmount } = render(<ControlledInput mod={time} {...inputProps(time, { onInput })} />);
    const user = userEvent.setup();
    await user.click(segments()[0]!);
    await user.keyboard('0930');
    expect(onInput).toHaveBeenLastCalledWith('09:30:00');
    unmount();
    render(<ControlledInput mod={time} {...inputProps(time, { value: '10:00:42', onInput })} />);
    await user.click(segments()[1]!);
    await user.keyboard('15');
    expect(onInput).toHaveBeenLastCalledWith('10:15:42');
  });

  it('clears to null', async () => {
    const onInput = vi.fn();
    render(<ControlledInput mod={time} {...inputProps(time, { value: '14:05:00', onInput })} />);
    const user = userEvent.setup();
    await user.click(segments()[1]!);
    await user.keyboard('{Backspace>20/}');
    expect(onInput).toHaveBeenCalledWith(null);
  });

  it('honours readonly', () => {
    render(<time.Input {...inputProps(time, { value: '14:05:00', readonly: true })} />);
    for (const segment of segments()) expect(segment.getAttribute('aria-disabled')).toBe('true');
  });

  it('displays raw on a 24-hour clock and a padded 12-hour time otherwise (quirk fixed)', () => {
    const { rerender } = render(<time.Display {...displayProps(time, { value: '14:05:00' })} />);
    expect(screen.getByText('14:05:00')).toBeTruthy();
    rerender(
      <time.Display {...displayProps(time, { value: '14:05:00', options: { display24HourClock: null } })} />,
    );
    expect(screen.getByText('2:05 PM')).toBeTruthy();
    rerender(
      <time.Display {...displayProps(time, { value: '00:07:30', options: { display24HourClock: null } })} />,
    );
    expect(screen.getByText('12:07:30 AM')).toBeTruthy();
  });
});
