import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import created from './index';
import updated from '../datetime-updated/index';
import { displayProps, inputProps } from '../testing/test-props';

const STAMP = '2024-03-15T14:30:05+00:00';

describe('datetime-created / datetime-updated', () => {
  it('showRelative has no effective default', () => {
    expect(inputProps(created).options).toEqual({ showRelative: null });
    expect(inputProps(updated).options).toEqual({ showRelative: null });
  });

  it('shows the long local date and time of the UTC stamp, never an editable box', () => {
    render(<created.Input {...inputProps(created, { value: STAMP })} />);
    const local = new Date(Date.UTC(2024, 2, 15, 14, 30, 5));
    const time = document.querySelector('time')!;
    expect(time.getAttribute('datetime')).toBe(local.toISOString());
    expect(time.textContent).toContain('Mar 15, 2024');
    expect(screen.getByRole('textbox').getAttribute('aria-readonly')).toBe('true');
  });

  it('says "You are creating this now" on a new item and "Unknown" otherwise', () => {
    const { unmount } = render(<created.Input {...inputProps(created, { newItem: true })} />);
    expect((screen.getByDisplayValue('You are creating this now') as HTMLInputElement).disabled).toBe(true);
    unmount();
    render(<updated.Input {...inputProps(updated, { newItem: false })} />);
    expect(screen.getByDisplayValue('Unknown')).toBeTruthy();
  });

  it('displays the stamp, relative with showRelative', () => {
    const { rerender } = render(<updated.Display {...displayProps(updated, { value: STAMP })} />);
    expect(document.body.textContent).toContain('2024');
    rerender(
      <updated.Display {...displayProps(updated, { value: STAMP, options: { showRelative: true } })} />,
    );
    expect(screen.getByText(/ago$/)).toBeTruthy();
  });
});
