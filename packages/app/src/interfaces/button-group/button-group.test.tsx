import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import mod from './index';
import { displayProps, inputProps } from '../testing/test-props';
import { buttonGroups } from './groups';

const { Input, Display } = mod;

const grouped = [
  {
    groups: [
      { label: 'Left', value: 'left', icon: 'format_align_left' },
      { label: 'Right', value: 'right' },
    ],
  },
  { groups: [{ label: 'Bold', value: 'bold' }] },
];
const flat = [
  { label: 'Grayscale', value: 'grayscale' },
  { label: 'Color', value: 'color' },
];

describe('button-group', () => {
  it('renders nothing to pick with the default (no choices) and solid theme', () => {
    const { container } = render(<Input {...inputProps(mod)} />);
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    expect(container.querySelector('.button-group-input.solid')).toBeTruthy();
  });

  it('accepts both the sub-group shape and the flat list (fixed quirk)', () => {
    expect(buttonGroups(grouped).map((s) => s.length)).toEqual([2, 1]);
    expect(buttonGroups(flat).map((s) => s.map((c) => c.value))).toEqual([['grayscale', 'color']]);
    const { unmount } = render(<Input {...inputProps(mod, { options: { choices: flat } })} />);
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    unmount();
    render(<Input {...inputProps(mod, { options: { choices: grouped } })} />);
    expect(screen.getAllByRole('radio')).toHaveLength(3);
  });

  it('emits the picked value as a string', () => {
    const props = inputProps(mod, { value: 'left', options: { choices: grouped } });
    render(<Input {...props} />);
    expect(screen.getByRole('radio', { name: 'Left' })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('radio', { name: 'Bold' }));
    expect(props.onInput).toHaveBeenLastCalledWith('bold');
  });

  it('honours readonly', () => {
    render(<Input {...inputProps(mod, { readonly: true, options: { choices: flat } })} />);
    for (const r of screen.getAllByRole('radio')) expect(r).toHaveProperty('disabled', true);
  });

  it('Display shows the value in Title Case', () => {
    render(<Display {...displayProps(mod, { value: 'dark_mode' })} />);
    expect(screen.getByText('Dark Mode')).toBeTruthy();
  });
});
