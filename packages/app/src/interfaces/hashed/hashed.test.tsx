import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../../i18n';
import hashed from './index';
import password from '../password/index';
import { displayProps, inputProps } from '../testing/test-props';

const HASH = '$2y$10$abcdefghijklmnopqrstuv';

describe('hashed', () => {
  it('has the catalogue defaults and shows the placeholder when nothing is stored', () => {
    expect(inputProps(hashed).options).toEqual({
      hide: null,
      placeholder: '$t:placeholder_default',
      showHash: null,
      hashingType: 'core',
    });
    render(<hashed.Input {...inputProps(hashed)} />);
    expect(screen.getByPlaceholderText('Enter a value...')).toBeTruthy();
  });

  it('starts empty over a stored hash, says it is secured, and never shows the hash', () => {
    render(<hashed.Input {...inputProps(hashed, { value: HASH })} />);
    const box = screen.getByPlaceholderText('Value Secured') as HTMLInputElement;
    expect(box.value).toBe('');
    expect(screen.queryByDisplayValue(HASH)).toBeNull();
  });

  it("shows a saved item's hash as set when the API left it out, a new item's as empty (issue 31 #3)", () => {
    const onInput = vi.fn();
    const { unmount } = render(
      <hashed.Input {...inputProps(hashed, { value: undefined, newItem: false, onInput })} />,
    );
    const box = screen.getByPlaceholderText('Value Secured') as HTMLInputElement;
    expect(box.value).toBe('');
    // Typing replaces it; emptying the box again stages nothing.
    fireEvent.change(box, { target: { value: 'new secret' } });
    expect(onInput).toHaveBeenLastCalledWith('new secret');
    fireEvent.change(box, { target: { value: '' } });
    expect(onInput).toHaveBeenLastCalledWith(null);
    unmount();
    render(<hashed.Input {...inputProps(hashed, { value: undefined, newItem: true })} />);
    expect(screen.queryByPlaceholderText('Value Secured')).toBeNull();
    expect(screen.getByPlaceholderText('Enter a value...')).toBeTruthy();
  });

  it('shows the hash as placeholder with showHash', () => {
    render(<hashed.Input {...inputProps(hashed, { value: HASH, options: { showHash: true } })} />);
    expect(screen.getByPlaceholderText(HASH)).toBeTruthy();
  });

  it('emits typed plain text, opens the lock, and restores the stored hash when emptied', () => {
    const onInput = vi.fn();
    const { container } = render(<hashed.Input {...inputProps(hashed, { value: HASH, onInput })} />);
    const box = screen.getByRole('textbox');
    fireEvent.change(box, { target: { value: 's3cret' } });
    expect(onInput).toHaveBeenLastCalledWith('s3cret');
    expect(container.textContent).toContain('lock_open');
    fireEvent.change(box, { target: { value: '' } });
    expect(onInput).toHaveBeenLastCalledWith(HASH);
  });

  it('clears to null on a field that had no value', () => {
    const onInput = vi.fn();
    render(<hashed.Input {...inputProps(hashed, { onInput })} />);
    const box = screen.getByRole('textbox');
    fireEvent.change(box, { target: { value: 'a' } });
    fireEvent.change(box, { target: { value: '' } });
    expect(onInput).toHaveBeenLastCalledWith(null);
  });

  it('honours readonly (the original ignored it)', () => {
    render(<hashed.Input {...inputProps(hashed, { value: HASH, readonly: true })} />);
    expect((screen.getByRole('textbox') as HTMLInputElement).disabled).toBe(true);
  });

  it('displays a closed lock when set and an open one when empty', () => {
    const { rerender } = render(<hashed.Display {...displayProps(hashed, { value: HASH })} />);
    expect(screen.getByRole('img', { name: 'Value Secured' }).textContent).toBe('lock_outline');
    rerender(<hashed.Display {...displayProps(hashed, { value: '' })} />);
    expect(screen.getByRole('img').textContent).toBe('lock_open');
  });
});

describe('password', () => {
  it('hides what is typed by default and has its own placeholder', () => {
    const onInput = vi.fn();
    render(<password.Input {...inputProps(password, { onInput })} />);
    const box = screen.getByPlaceholderText('Enter a password...') as HTMLInputElement;
    expect(box.type).toBe('password');
    fireEvent.change(box, { target: { value: 'hunter2' } });
    expect(onInput).toHaveBeenLastCalledWith('hunter2');
  });

  it('honours readonly and displays a lock', () => {
    render(<password.Input {...inputProps(password, { value: HASH, readonly: true })} />);
    expect((screen.getByPlaceholderText('Value Secured') as HTMLInputElement).disabled).toBe(true);
    render(<password.Display {...displayProps(password, { value: HASH })} />);
    expect(screen.getByRole('img').textContent).toBe('lock_outline');
  });
});
