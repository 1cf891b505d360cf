import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '../../i18n';
import date from './index';
import { displayProps, inputProps } from '../testing/test-props';
import { ControlledInput } from '../testing/controlled-input';

const segments = () => screen.getAllByRole('spinbutton');

describe('date', () => {
  it('has the catalogue defaults and shows the stored date in its segments', () => {
    expect(inputProps(date).options).toEqual({
      min: null,
      max: null,
      localized: true,
      showRelative: true,
      iconLeft: null,
      iconRight: null,
    });
    render(<date.Input {...inputProps(date, { value: '2024-03-15' })} />);
    expect(segments().map((s) => s.textContent)).toEqual(['03', '15', '2024']);
  });

  it('emits yyyy-mm-dd once every segment is typed, and nothing for partial input', async () => {
    const onInput = vi.fn();
    render(<ControlledInput mod={date} {...inputProps(date, { onInput })} />);
    const user = userEvent.setup();
    await user.click(segments()[0]!);
    await user.keyboard('0709');
    expect(onInput).not.toHaveBeenCalled();
    await user.keyboard('2025');
    expect(onInput).toHaveBeenLastCalledWith('2025-07-09');
  });

  it("clears to '' (the catalogue's cleared value for date)", async () => {
    const onInput = vi.fn();
    render(<ControlledInput mod={date} {...inputProps(date, { value: '2024-03-15', onInput })} />);
    const user = userEvent.setup();
    await user.click(segments()[2]!);
    await user.keyboard('{Backspace>12/}');
    expect(onInput).toHaveBeenCalledWith('');
  });

  it('honours readonly', () => {
    const { container } = render(
      <date.Input {...inputProps(date, { value: '2024-03-15', readonly: true })} />,
    );
    for (const segment of segments()) expect(segment.getAttribute('aria-disabled')).toBe('true');
    expect(container.querySelector<HTMLButtonElement>('.date-picker-button')!.disabled).toBe(true);
  });

  it('displays the short localized date by default, relative or raw when asked', () => {
    const { rerender } = render(<date.Display {...displayProps(date, { value: '2024-03-15' })} />);
    expect(screen.getByText('Mar 15, 2024')).toBeTruthy();
    const today = new Date();
    const iso = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate() - (today.getDate() > 2 ? 2 : 0)).padStart(2, '0')}`;
    rerender(<date.Display {...displayProps(date, { value: iso, options: { localized: null } })} />);
    expect(document.body.textContent).toMatch(/ago|less than/);
    rerender(
      <date.Display
        {...displayProps(date, { value: '2024-03-15', options: { localized: null, showRelative: null } })}
      />,
    );
    expect(screen.getByText('2024-03-15')).toBeTruthy();
  });
});
