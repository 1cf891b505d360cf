import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '../../i18n';
import calendar from './index';
import { displayProps, inputProps } from '../testing/test-props';

describe('calendar', () => {
  it('has no option defaults and shows the month of the stored date', () => {
    expect(inputProps(calendar).options).toEqual({ min: null, max: null, formatting: null });
    render(<calendar.Input {...inputProps(calendar, { value: '2024-03-15' })} />);
    expect(screen.getByRole('heading').textContent).toBe('March 2024');
  });

  it('emits yyyy-mm-dd for a picked day', async () => {
    const onInput = vi.fn();
    render(<calendar.Input {...inputProps(calendar, { value: '2024-03-15', onInput })} />);
    await userEvent.setup().click(screen.getByRole('button', { name: /March 20, 2024/ }));
    expect(onInput).toHaveBeenLastCalledWith('2024-03-20');
  });

  it('refuses days outside min and max', async () => {
    const onInput = vi.fn();
    render(
      <calendar.Input
        {...inputProps(calendar, {
          value: '2024-03-15',
          onInput,
          options: { min: '2024-03-10', max: '2024-03-20' },
        })}
      />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: /March 25, 2024/ }));
    expect(onInput).not.toHaveBeenCalled();
  });

  it('honours readonly', async () => {
    const onInput = vi.fn();
    render(<calendar.Input {...inputProps(calendar, { value: '2024-03-15', onInput, readonly: true })} />);
    await userEvent.setup().click(screen.getByRole('button', { name: /March 20, 2024/ }));
    expect(onInput).not.toHaveBeenCalled();
  });

  it('displays with the formatting pattern, else relative', () => {
    const { rerender } = render(
      <calendar.Display
        {...displayProps(calendar, { value: '2024-03-05', options: { formatting: 'dd.MM.yyyy' } })}
      />,
    );
    expect(screen.getByText('05.03.2024')).toBeTruthy();
    rerender(<calendar.Display {...displayProps(calendar, { value: '2024-03-05' })} />);
    expect(screen.getByText(/ago$/)).toBeTruthy();
  });
});
