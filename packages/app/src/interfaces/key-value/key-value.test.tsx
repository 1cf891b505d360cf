import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadInterface } from '../registry';
import '../../i18n';
import keyValue from './index';
import { displayProps, inputProps } from '../testing/test-props';
import { ControlledInput } from '../testing/controlled-input';

describe('key-value', () => {
  // Sub-fields render the real text-input; loaded once so rows paint it at once.
  beforeAll(() => loadInterface('text-input'));

  it('has the catalogue defaults and shows one inline pair per entry', () => {
    expect(inputProps(keyValue).options).toMatchObject({
      keyInterface: 'text-input',
      keyType: 'string',
      keyOptions: { placeholder: '$t:key' },
      valueOptions: { placeholder: '$t:value' },
    });
    render(<keyValue.Input {...inputProps(keyValue, { value: { color: 'blue', size: 'XL' } })} />);
    expect(screen.getAllByLabelText('Key')).toHaveLength(2);
    expect((screen.getAllByLabelText('Value')[1] as HTMLInputElement).value).toBe('XL');
  });

  it('stores an object, and null when the last pair is removed', async () => {
    const onInput = vi.fn();
    render(<ControlledInput mod={keyValue} {...inputProps(keyValue, { onInput })} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add a pair' }));
    fireEvent.change(screen.getByLabelText('Key'), { target: { value: 'lang' } });
    fireEvent.change(screen.getByLabelText('Value'), { target: { value: 'nl' } });
    expect(onInput).toHaveBeenLastCalledWith({ lang: 'nl' });
    await user.click(screen.getByRole('button', { name: 'Delete lang' }));
    expect(onInput).toHaveBeenLastCalledWith(null);
  });

  it('honours readonly', () => {
    render(<keyValue.Input {...inputProps(keyValue, { value: { a: '1' }, readonly: true })} />);
    const keyBox = screen.getByLabelText('Key') as HTMLInputElement;
    expect(keyBox.readOnly || keyBox.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Add a pair' })).toBeNull();
  });

  it('displays an icon with key: value lines as tooltip', () => {
    render(<keyValue.Display {...displayProps(keyValue, { value: { a: '1', b: 2 } })} />);
    expect(screen.getByRole('img').getAttribute('title')).toBe('a: 1\nb: 2');
  });
});
