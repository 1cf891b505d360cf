import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '../../i18n';
import icon from './index';
import { ICON_GROUPS } from './icon-names';
import { displayProps, inputProps } from '../testing/test-props';

describe('icon', () => {
  it('has no options; shows collapsed groups and the current icon', () => {
    expect(icon.meta.options).toEqual({});
    expect(ICON_GROUPS.map((g) => g.group)).toHaveLength(16);
    render(<icon.Input {...inputProps(icon, { value: 'favorite' })} />);
    expect(screen.getByRole('img', { name: 'favorite' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Alert/ }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('button', { name: 'warning' })).toBeNull();
  });

  it('opens a group and emits the picked icon name', async () => {
    const onInput = vi.fn();
    render(<icon.Input {...inputProps(icon, { onInput })} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Alert/ }));
    await user.click(screen.getByRole('button', { name: 'warning' }));
    expect(onInput).toHaveBeenLastCalledWith('warning');
  });

  it('filters by substring and clears to null when the selected icon is picked again', async () => {
    const onInput = vi.fn();
    render(<icon.Input {...inputProps(icon, { value: 'alarm_add', onInput })} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox'), 'alarm');
    const buttons = screen.getAllByRole('button', { name: /alarm/ });
    expect(buttons.length).toBeGreaterThan(3);
    expect(screen.queryByRole('button', { name: 'home' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'alarm add', pressed: true }));
    expect(onInput).toHaveBeenLastCalledWith(null);
  });

  it('honours readonly', async () => {
    const onInput = vi.fn();
    render(<icon.Input {...inputProps(icon, { value: 'home', readonly: true, onInput })} />);
    expect((screen.getByRole('searchbox') as HTMLInputElement).disabled).toBe(true);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Alert/ }));
    await user.click(screen.getByRole('button', { name: 'warning' }));
    expect(onInput).not.toHaveBeenCalled();
  });

  it('displays the icon', () => {
    render(<icon.Display {...displayProps(icon, { value: 'star' })} />);
    expect(screen.getByRole('img', { name: 'star' }).textContent).toBe('star');
  });
});
