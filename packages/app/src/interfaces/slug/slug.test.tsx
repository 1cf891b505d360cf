import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import mod from './index';
import { displayProps, inputProps } from '../testing/test-props';
import { slugify } from './slugify';

const { Input, Display } = mod;

describe('slug', () => {
  it('renders the default placeholder and is locked on existing items (onlyOnCreate)', () => {
    render(<Input {...inputProps(mod)} />);
    const box = screen.getByPlaceholderText('A unique label...');
    expect(box).toHaveProperty('readOnly', true);
  });

  it('slugifies every edit on a new item, lowercase by default', () => {
    const props = inputProps(mod, { newItem: true });
    const { rerender } = render(<Input {...props} />);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Héllo Wörld ' } });
    expect(props.onInput).toHaveBeenLastCalledWith('hello-world-');
    fireEvent.blur(screen.getByRole('textbox'), { target: { value: 'hello-world-' } });
    expect(props.onInput).toHaveBeenLastCalledWith('hello-world');
    rerender(<Input {...props} value="hello-world" />);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '' } });
    expect(props.onInput).toHaveBeenLastCalledWith(null);
  });

  it('keeps case when forceLowercase is off', () => {
    expect(slugify('Ça Va & You?', false)).toBe('Ca-Va-and-You');
  });

  it('re-slugs from the mirrored field when it changes', () => {
    const props = inputProps(mod, {
      newItem: true,
      options: { mirroredField: 'title' },
      values: { title: 'A' },
    });
    const { rerender } = render(<Input {...props} />);
    expect(props.onInput).not.toHaveBeenCalled();
    rerender(<Input {...props} values={{ title: 'My First Post!' }} />);
    expect(props.onInput).toHaveBeenLastCalledWith('my-first-post');
  });

  it('on an existing item, follows the field only while the slug does, and never on load', () => {
    const props = inputProps(mod, {
      newItem: false,
      value: 'old-title',
      options: { mirroredField: 'title', forceLowercase: true, onlyOnCreate: false },
      values: {},
    });
    const { rerender } = render(<Input {...props} />);
    // The item's values arrive: no edit.
    rerender(<Input {...props} values={{ title: 'Old Title' }} />);
    expect(props.onInput).not.toHaveBeenCalled();
    rerender(<Input {...props} values={{ title: 'New Title' }} />);
    expect(props.onInput).toHaveBeenLastCalledWith('new-title');
    // A slug of one's own (or a de-duplicated one) stays when the title changes.
    const own = inputProps(mod, {
      newItem: false,
      value: 'old-title-1',
      options: { mirroredField: 'title', forceLowercase: true, onlyOnCreate: false },
      values: { title: 'Old Title' },
    });
    const second = render(<Input {...own} />);
    second.rerender(<Input {...own} values={{ title: 'Another Title' }} />);
    expect(own.onInput).not.toHaveBeenCalled();
  });

  it('does not mirror on a locked field, and honours readonly', () => {
    const props = inputProps(mod, {
      readonly: true,
      newItem: true,
      options: { mirroredField: 'title' },
      values: { title: 'A' },
    });
    const { rerender } = render(<Input {...props} />);
    rerender(<Input {...props} values={{ title: 'B' }} />);
    expect(props.onInput).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox')).toHaveProperty('readOnly', true);
  });

  it('Display renders the raw slug', () => {
    render(<Display {...displayProps(mod, { value: 'my-post' })} />);
    expect(screen.getByText('my-post')).toBeTruthy();
  });
});
