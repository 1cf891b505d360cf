import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import '../../i18n';
import { useNotifications } from '../../stores/notifications';
import mod from './index';
import { displayProps, inputProps } from '../testing/test-props';

const { Input, Display } = mod;

function type(text: string, key = 'Enter') {
  const box = screen.getByRole('textbox');
  fireEvent.change(box, { target: { value: text } });
  fireEvent.keyDown(box, { key });
}

describe('tags', () => {
  beforeEach(() => useNotifications.getState().clear());

  it('renders the placeholder and no chips for null', () => {
    render(<Input {...inputProps(mod)} />);
    expect(screen.getByPlaceholderText('Type a tag and then hit enter or comma...')).toBeTruthy();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  it('commits with Enter: trimmed, lowercased, sorted, de-duplicated; array for array fields', () => {
    const props = inputProps(mod, { value: ['zebra', 'apple'] });
    render(<Input {...props} />);
    type('  Mango ');
    expect(props.onInput).toHaveBeenLastCalledWith(['apple', 'mango', 'zebra']);
    type('APPLE', ',');
    expect(props.onInput).toHaveBeenLastCalledWith(['apple', 'zebra']);
  });

  it('stages CSV for string fields and wraps when asked (§8.5)', () => {
    const props = inputProps(mod, { type: 'string', value: 'b,c' });
    const { rerender } = render(<Input {...props} />);
    type('a');
    expect(props.onInput).toHaveBeenLastCalledWith('a,b,c');
    rerender(<Input {...props} value=",b," options={{ ...props.options, wrap: true }} />);
    type('c');
    expect(props.onInput).toHaveBeenLastCalledWith(',b,c,');
  });

  it('sanitizes when asked', () => {
    const props = inputProps(mod, { options: { sanitize: true } });
    render(<Input {...props} />);
    type('--Hello, World!!');
    expect(props.onInput).toHaveBeenLastCalledWith(['hello-world']);
  });

  it('rejects a tag that fails the pattern with an amber toast of the message', () => {
    const props = inputProps(mod, { options: { validation: '^[a-z]+$' } });
    render(<Input {...props} />);
    type('abc1');
    expect(props.onInput).not.toHaveBeenCalled();
    const [toast] = useNotifications.getState().queue;
    expect(toast?.title).toBe('Please enter a valid tag');
    expect(toast?.color).toBe('warning');
  });

  it('removing the last chip clears to null', () => {
    const props = inputProps(mod, { value: ['only'] });
    render(<Input {...props} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove only' }));
    expect(props.onInput).toHaveBeenLastCalledWith(null);
  });

  it('honours readonly (fixed quirk): no text box, chips cannot be removed', () => {
    render(<Input {...inputProps(mod, { readonly: true, value: ['x'] })} />);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('x')).toBeTruthy();
  });

  it('Display shows chips without wrap ends, Title Case with format', () => {
    render(<Display {...displayProps(mod, { value: ['', 'new_york', ''], options: { format: true } })} />);
    expect(screen.getByText('New York')).toBeTruthy();
  });
});
