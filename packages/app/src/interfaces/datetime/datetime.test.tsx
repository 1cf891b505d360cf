import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '../../i18n';
import datetime from './index';
import { effectiveOptions } from '../registry';
import { displayProps, inputProps } from '../testing/test-props';
import { ControlledInput } from '../testing/controlled-input';

const segments = () => screen.getAllByRole('spinbutton');

describe('datetime', () => {
  it('§8.1: localized and showRelative have no effective default (they arrive as null)', () => {
    const options = effectiveOptions(datetime.meta, null, 'display');
    expect(options.localized).toBeNull();
    expect(options.showRelative).toBeNull();
    expect(options.format).toBe('mdy');
  });

  it('shows month/day/year hour:minute:second by default, day first with dmy, year first with ymd', () => {
    const value = '2024-03-15 14:30:05';
    const { unmount } = render(<datetime.Input {...inputProps(datetime, { value })} />);
    expect(segments().map((s) => s.textContent)).toEqual(['03', '15', '2024', '14', '30', '05']);
    unmount();
    const dmy = render(<datetime.Input {...inputProps(datetime, { value, options: { format: 'dmy' } })} />);
    expect(
      segments()
        .map((s) => s.textContent)
        .slice(0, 3),
    ).toEqual(['15', '03', '2024']);
    dmy.unmount();
    render(<datetime.Input {...inputProps(datetime, { value, options: { format: 'ymd' } })} />);
    expect(
      segments()
        .map((s) => s.textContent)
        .slice(0, 3),
    ).toEqual(['2024', '03', '15']);
  });

  it('reads an ISO value with an offset as local time', () => {
    render(<datetime.Input {...inputProps(datetime, { value: '2024-03-15T14:30:05Z' })} />);
    const local = new Date(Date.UTC(2024, 2, 15, 14, 30, 5));
    expect(segments()[3]!.textContent).toBe(String(local.getHours()).padStart(2, '0'));
  });

  it('stages only a complete value, as yyyy-MM-dd HH:mm:ss', async () => {
    const onInput = vi.fn();
    render(<ControlledInput mod={datetime} {...inputProps(datetime, { onInput })} />);
    const user = userEvent.setup();
    await user.click(segments()[0]!);
    await user.keyboard('12312024235');
    expect(onInput).not.toHaveBeenCalled();
    await user.keyboard('958');
    expect(onInput).toHaveBeenLastCalledWith('2024-12-31 23:59:58');
  });

  it('clears to null', async () => {
    const onInput = vi.fn();
    render(
      <ControlledInput mod={datetime} {...inputProps(datetime, { value: '2024-03-15 14:30:05', onInput })} />,
    );
    const user = userEvent.setup();
    await user.click(segments()[5]!);
    await user.keyboard('{Backspace>20/}');
    expect(onInput).toHaveBeenCalledWith(null);
  });

  it('fills an empty field with now when defaultToCurrentDatetime is on', () => {
    const onInput = vi.fn();
    render(
      <datetime.Input {...inputProps(datetime, { onInput, options: { defaultToCurrentDatetime: true } })} />,
    );
    expect(onInput).toHaveBeenCalledTimes(1);
    expect(onInput.mock.calls[0]![0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('honours readonly', () => {
    render(<datetime.Input {...inputProps(datetime, { value: '2024-03-15 14:30:05', readonly: true })} />);
    for (const segment of segments()) expect(segment.getAttribute('aria-disabled')).toBe('true');
  });

  it('displays the long localized date, or relative with showRelative', () => {
    const { rerender } = render(
      <datetime.Display {...displayProps(datetime, { value: '2024-03-15 14:30:05' })} />,
    );
    expect(screen.getByText('Fri, Mar 15, 2024, 2:30 PM')).toBeTruthy();
    rerender(
      <datetime.Display
        {...displayProps(datetime, { value: '2024-03-15 14:30:05', options: { showRelative: true } })}
      />,
    );
    expect(screen.getByText(/ago$/)).toBeTruthy();
  });
});
