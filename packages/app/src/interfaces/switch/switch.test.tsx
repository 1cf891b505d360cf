import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import mod from './index';
import { displayProps, inputProps } from '../testing/test-props';

const { Input, Display } = mod;

describe('switch', () => {
  it('renders a switch with its defaults, off for null', () => {
    render(<Input {...inputProps(mod)} />);
    expect(screen.getByRole('switch')).toHaveProperty('checked', false);
  });

  it('emits booleans and shows the label of the state', () => {
    const props = inputProps(mod, { value: false, options: { labelOn: 'Live', labelOff: 'Draft' } });
    const { rerender } = render(<Input {...props} />);
    expect(screen.getByText('Draft')).toBeTruthy();
    fireEvent.click(screen.getByRole('switch'));
    expect(props.onInput).toHaveBeenLastCalledWith(true);
    rerender(<Input {...props} value={true} />);
    expect(screen.getByText('Live')).toBeTruthy();
    fireEvent.click(screen.getByRole('switch'));
    expect(props.onInput).toHaveBeenLastCalledWith(false);
  });

  it('renders a checkbox when asked', () => {
    render(<Input {...inputProps(mod, { options: { checkbox: true } })} />);
    expect(screen.getByRole('checkbox')).toBeTruthy();
  });

  it('honours readonly', () => {
    const props = inputProps(mod, { readonly: true });
    render(<Input {...props} />);
    expect(screen.getByRole('switch')).toHaveProperty('disabled', true);
  });

  it('Display shows the state', () => {
    const { rerender } = render(<Display {...displayProps(mod, { value: true })} />);
    expect(screen.getByText('check')).toBeTruthy();
    rerender(<Display {...displayProps(mod, { value: false })} />);
    expect(screen.getByText('close')).toBeTruthy();
  });
});
