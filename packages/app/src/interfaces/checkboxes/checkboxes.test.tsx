import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import mod from './index';
import { displayProps, inputProps } from '../testing/test-props';

const { Input, Display } = mod;
const choices = { a: 'Apple', b: 'Banana', c: 'Cherry' };

describe('checkboxes', () => {
  it('renders a checkbox per choice with defaults, saved values first', () => {
    render(<Input {...inputProps(mod, { options: { choices }, value: ['c'] })} />);
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(3);
    expect(boxes[0]).toHaveProperty('checked', true);
    expect(screen.getAllByText(/Apple|Banana|Cherry/).map((n) => n.textContent)).toEqual([
      'Cherry',
      'Apple',
      'Banana',
    ]);
  });

  it('emits an array for array fields, CSV for string fields, null when none is checked', () => {
    const props = inputProps(mod, { options: { choices } });
    const { unmount } = render(<Input {...props} />);
    fireEvent.click(screen.getByLabelText('Banana'));
    expect(props.onInput).toHaveBeenLastCalledWith(['b']);
    fireEvent.click(screen.getByLabelText('Apple'));
    expect(props.onInput).toHaveBeenLastCalledWith(['a', 'b']);
    fireEvent.click(screen.getByLabelText('Apple'));
    fireEvent.click(screen.getByLabelText('Banana'));
    expect(props.onInput).toHaveBeenLastCalledWith(null);
    unmount();
    const csv = inputProps(mod, { type: 'string', options: { choices } });
    render(<Input {...csv} />);
    fireEvent.click(screen.getByLabelText('Apple'));
    fireEvent.click(screen.getByLabelText('Cherry'));
    expect(csv.onInput).toHaveBeenLastCalledWith('a,c');
  });

  it('wraps with empty ends when wrap is on (§8.5)', () => {
    const props = inputProps(mod, { options: { choices, wrap: true } });
    const { rerender } = render(<Input {...props} />);
    fireEvent.click(screen.getByLabelText('Cherry'));
    expect(props.onInput).toHaveBeenLastCalledWith(['', 'c', '']);
    rerender(<Input {...props} type="string" />);
    fireEvent.click(screen.getByLabelText('Apple'));
    expect(props.onInput).toHaveBeenLastCalledWith(',a,c,');
  });

  it('drops unknown saved values unless allow_other, which adds free-text rows', () => {
    const { unmount } = render(<Input {...inputProps(mod, { options: { choices }, value: ['zzz'] })} />);
    expect(screen.queryByDisplayValue('zzz')).toBeNull();
    unmount();
    const props = inputProps(mod, { options: { choices, allow_other: true }, value: ['zzz'] });
    render(<Input {...props} />);
    expect(screen.getByDisplayValue('zzz')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Add New/ }));
    const others = screen.getAllByRole('textbox', { name: 'Other...' });
    fireEvent.change(others[others.length - 1]!, { target: { value: 'kiwi' } });
    expect(props.onInput).toHaveBeenLastCalledWith(['zzz', 'kiwi']);
  });

  it('draggable rows each get a sortable drag handle (loaded on demand)', async () => {
    const props = inputProps(mod, { value: ['a', 'b'], options: { choices, draggable: true } });
    render(<Input {...props} />);
    const handles = await screen.findAllByRole('button', { name: /Reorder/ });
    expect(handles).toHaveLength(3);
    expect(handles[0]!.getAttribute('aria-roledescription')).toBe('sortable');
  });

  it('honours readonly', () => {
    render(<Input {...inputProps(mod, { readonly: true, options: { choices, allow_other: true } })} />);
    for (const box of screen.getAllByRole('checkbox')) expect(box).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: /Add New/ })).toBeNull();
  });

  it('Display lists entries: CSV split, wrap removed, labels only for array fields', () => {
    const { rerender } = render(
      <Display {...displayProps(mod, { value: ['', 'a', 'b', ''], options: { choices } })} />,
    );
    expect(screen.getByText('Apple, Banana')).toBeTruthy();
    rerender(<Display {...displayProps(mod, { type: 'string', value: ',a,c,', options: { choices } })} />);
    expect(screen.getByText('a, c')).toBeTruthy();
  });
});
