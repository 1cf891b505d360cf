import { act, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import '../../i18n';
import mod from './index';
import { displayProps, inputProps } from '../testing/test-props';

const select = () => screen.getByRole('combobox') as HTMLSelectElement;
const offered = () => [...select().querySelectorAll('option')].map((o) => o.value).filter(Boolean);

/** A repeater row: the sibling `interface` and this field's `type`, both held as form state. */
function Row({
  start,
  value = null,
  onInput,
}: {
  start: string | null;
  value?: string | null;
  onInput(v: unknown): void;
}) {
  const [row, setRow] = useState<Record<string, unknown>>({ interface: start, type: value });
  (Row as unknown as { set: (id: string | null) => void }).set = (id) =>
    setRow((r) => ({ ...r, interface: id }));
  return (
    <mod.Input
      {...inputProps(mod, { options: { interfaceField: 'interface' } })}
      value={row.type as string | null}
      values={row}
      onInput={(next) => {
        onInput(next);
        setRow((r) => ({ ...r, type: next }));
      }}
    />
  );
}
const setSibling = (id: string | null) =>
  act(() => (Row as unknown as { set: (id: string | null) => void }).set(id));

describe('interface-types', () => {
  it('offers the types of the interface in the sibling field', () => {
    render(
      <mod.Input
        {...inputProps(mod, {
          value: 'lang',
          options: { interfaceField: 'interface' },
          values: { interface: 'language' },
        })}
      />,
    );
    expect(offered()).toEqual(['string', 'lang']);
    expect(select().value).toBe('lang');
  });

  it('emits the first type on mount when the value is not one of the types', () => {
    const onInput = vi.fn();
    render(
      <StrictMode>
        <Row start="slider" onInput={onInput} />
      </StrictMode>,
    );
    expect(onInput).toHaveBeenCalledTimes(1);
    expect(onInput).toHaveBeenCalledWith('integer');
    expect(select().value).toBe('integer');
  });

  it('emits nothing on mount when the value already is a type of the interface', () => {
    const onInput = vi.fn();
    render(
      <StrictMode>
        <Row start="language" value="lang" onInput={onInput} />
      </StrictMode>,
    );
    expect(onInput).not.toHaveBeenCalled();
    expect(select().value).toBe('lang');
  });

  it('emits the new first type once when the sibling changes, and nothing when it is already that', () => {
    const onInput = vi.fn();
    render(<Row start="text-input" value="string" onInput={onInput} />);
    expect(onInput).not.toHaveBeenCalled();
    setSibling('toggle-icon');
    expect(onInput).toHaveBeenCalledTimes(1);
    expect(onInput).toHaveBeenLastCalledWith('boolean');
    setSibling('switch');
    expect(onInput).toHaveBeenCalledTimes(1);
    setSibling('slider');
    expect(onInput).toHaveBeenCalledTimes(2);
    expect(onInput).toHaveBeenLastCalledWith('integer');
    expect(select().value).toBe('integer');
  });

  it('asks for an interface first while the sibling is empty, and lets the user pick a type', () => {
    const onInput = vi.fn();
    render(<Row start={null} onInput={onInput} />);
    expect(select().disabled).toBe(true);
    expect(select().textContent).toBe('Select an interface first');
    setSibling('language');
    expect(onInput).toHaveBeenLastCalledWith('string');
    fireEvent.change(select(), { target: { value: 'lang' } });
    expect(onInput).toHaveBeenLastCalledWith('lang');
  });

  it('asks for an interface again when the sibling is cleared, without emitting', () => {
    const onInput = vi.fn();
    render(<Row start="slider" value="integer" onInput={onInput} />);
    setSibling(null);
    expect(select().value).toBe('');
    expect(select().textContent).toBe('Select an interface first');
    expect(onInput).not.toHaveBeenCalled();
  });

  it('does not emit when read-only', () => {
    const onInput = vi.fn();
    render(
      <mod.Input
        {...inputProps(mod, {
          readonly: true,
          onInput,
          options: { interfaceField: 'i' },
          values: { i: 'slider' },
        })}
      />,
    );
    expect(onInput).not.toHaveBeenCalled();
    expect(select().disabled).toBe(true);
  });

  it('displays nothing', () => {
    const { container } = render(<mod.Display {...displayProps(mod, { value: 'string' })} />);
    expect(container.textContent).toBe('');
  });
});
