import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import mod from './index';
import { displayProps, inputProps } from '../testing/test-props';

const { Input, Display } = mod;

describe('toggle-icon', () => {
  it('renders the inactive icon by default', () => {
    render(<Input {...inputProps(mod)} />);
    expect(screen.getByRole('button').getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('favorite_border')).toBeTruthy();
  });

  it('emits the opposite boolean of the value, including the first click on true (fixed quirk)', () => {
    const props = inputProps(mod, { value: true });
    const { rerender } = render(<Input {...props} />);
    fireEvent.click(screen.getByRole('button'));
    expect(props.onInput).toHaveBeenLastCalledWith(false);
    rerender(<Input {...props} value={false} />);
    fireEvent.click(screen.getByRole('button'));
    expect(props.onInput).toHaveBeenLastCalledWith(true);
  });

  it('shows the text of the state', () => {
    render(
      <Input {...inputProps(mod, { value: true, options: { textActive: 'Loved', textInactive: 'Meh' } })} />,
    );
    expect(screen.getByText('Loved')).toBeTruthy();
  });

  it('honours readonly', () => {
    render(<Input {...inputProps(mod, { readonly: true })} />);
    expect(screen.getByRole('button')).toHaveProperty('disabled', true);
  });

  it('Display renders the state icon', () => {
    render(<Display {...displayProps(mod, { value: true })} />);
    expect(screen.getByText('favorite')).toBeTruthy();
  });
});
