import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import '../../i18n';
import { setExtensionLists } from '../../extensions/catalog';
import mod from './index';
import { loadInterface } from '../registry';
import sliderMeta from '../slider/meta';
import textInputMeta from '../text-input/meta';
import { displayProps, inputProps } from '../testing/test-props';

/** A repeater row: the sibling `interface` and this field's `options`, both held as form state. */
let setSibling: (id: string | null) => void = () => {};
function Row(props: {
  start: string | null;
  value?: unknown;
  readonly?: boolean;
  onInput(v: unknown): void;
}) {
  const [row, setRow] = useState<Record<string, unknown>>({
    interface: props.start,
    options: props.value ?? null,
  });
  setSibling = (id) => act(() => setRow((r) => ({ ...r, interface: id })));
  return (
    <mod.Input
      {...inputProps(mod, { options: { interfaceField: 'interface' }, readonly: !!props.readonly })}
      value={row.options as Record<string, unknown> | null}
      values={row}
      onInput={(next) => {
        props.onInput(next);
        setRow((r) => ({ ...r, options: next }));
      }}
    />
  );
}

// The option forms load each option's interface; have them loaded before the tests end.
beforeAll(async () => {
  const ids = [sliderMeta, textInputMeta].flatMap((m) => Object.values(m.options).map((o) => o.interface));
  await Promise.all([...new Set(ids)].map((id) => loadInterface(id)));
});

afterEach(() => setExtensionLists('', { interfaces: [], layouts: [], modules: [] }));

describe('interface-options', () => {
  it('asks for an interface while the sibling is empty, and says when the interface has no options', () => {
    const onInput = vi.fn();
    render(<Row start={null} onInput={onInput} />);
    const notice = () => screen.getByRole('status').querySelector('.notice-body')?.textContent;
    expect(notice()).toBe('Select an interface to see its options');
    setSibling('icon');
    expect(notice()).toBe('This interface has no options');
    expect(onInput).not.toHaveBeenCalled();
  });

  it("renders the interface's options with the form engine and emits the merged object", async () => {
    const onInput = vi.fn();
    render(<Row start="slider" value={{ minimum: 5 }} onInput={onInput} />);
    const unit = await screen.findByRole('textbox', { name: 'Unit' });
    // Comments are the option notes.
    expect(screen.getByText('Shown after the value, e.g. kg')).toBeTruthy();
    expect(onInput).not.toHaveBeenCalled();
    await userEvent.type(unit, 'kg');
    await waitFor(() => expect(onInput).toHaveBeenLastCalledWith({ minimum: 5, unit: 'kg' }));
  });

  it('reads options stored as a JSON string', async () => {
    const onInput = vi.fn();
    render(<Row start="slider" value='{"unit":"cm"}' onInput={onInput} />);
    expect(((await screen.findByRole('textbox', { name: 'Unit' })) as HTMLInputElement).value).toBe('cm');
  });

  it('collapses advanced options and renders option comments as inline markdown', async () => {
    setExtensionLists('https://cms.example/', {
      interfaces: [
        {
          id: 'geo-pin',
          path: 'extensions/custom/interfaces/geo-pin/meta.json',
          name: 'Geo pin',
          options: {
            label: { name: 'Label', comment: 'Shown **above** the map', interface: 'text-input' },
            zoom: { name: 'Zoom', interface: 'text-input', advanced: true },
          },
        },
      ],
      layouts: [],
      modules: [],
    });
    const { container } = render(<Row start="geo-pin" onInput={() => {}} />);
    await screen.findByRole('textbox', { name: 'Label' });
    // The note's markdown renderer loads on demand.
    await waitFor(() =>
      expect(container.querySelector('.form-field-note strong')?.textContent).toBe('above'),
    );
    const details = container.querySelector('details')!;
    expect(details.open).toBe(false);
    expect(details.querySelector('summary')?.textContent).toBe('Advanced Options');
  });

  it('drops the options the new interface lacks when the sibling changes (once), not on mount', async () => {
    const onInput = vi.fn();
    render(<Row start="text-input" value={{ placeholder: 'Hi', unit: 'px' }} onInput={onInput} />);
    await screen.findByRole('textbox', { name: 'Placeholder' });
    expect(onInput).not.toHaveBeenCalled();
    setSibling('slider');
    await waitFor(() => expect(onInput).toHaveBeenCalledTimes(1));
    expect(onInput).toHaveBeenLastCalledWith({ unit: 'px' });
    expect(((await screen.findByRole('textbox', { name: 'Unit' })) as HTMLInputElement).value).toBe('px');
    setSibling('icon');
    await waitFor(() => expect(onInput).toHaveBeenLastCalledWith(null));
    expect(onInput).toHaveBeenCalledTimes(2);
  });

  it('is disabled when read-only', async () => {
    render(<Row start="slider" value={{ unit: 'kg' }} readonly onInput={() => {}} />);
    const unit = await screen.findByRole('textbox', { name: 'Unit' });
    expect((unit as HTMLInputElement).matches(':disabled')).toBe(true);
  });

  it('displays a settings icon', () => {
    const { container } = render(<mod.Display {...displayProps(mod, { value: { unit: 'kg' } })} />);
    expect(container.querySelector('.material-icons, .icon')?.textContent).toBe('settings');
  });
});
