import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadInterface } from '../registry';
import '../../i18n';
import repeater from './index';
import { rowsToValue, valueToRows } from './repeater-value';
import { repeaterFields } from './repeater-fields';
import { displayProps, inputProps } from '../testing/test-props';
import { ControlledInput } from '../testing/controlled-input';

globalThis.CSS ??= { escape: (text: string) => text } as typeof CSS;

const people = [
  { field: 'name', width: 'half' },
  { field: 'role', width: 'half' },
  { field: 'email', width: 'full', default: 'x@example.com' },
];

describe('repeater', () => {
  // Sub-fields render the real text-input; loaded once so rows paint it at once.
  beforeAll(() => loadInterface('text-input'));

  it('has the catalogue defaults', () => {
    expect(inputProps(repeater).options).toMatchObject({
      template: null,
      fields: null,
      limit: null,
      duplicable: null,
      structure: 'array',
      structure_key: null,
    });
  });

  it('accepts arrays, objects keyed by structure_key and JSON text; legacy object fields', () => {
    expect(valueToRows('[{"a":1}]', null)).toEqual([{ a: 1 }]);
    expect(valueToRows({ en: { title: 'Hi' } }, 'lang')).toEqual([{ lang: 'en', title: 'Hi' }]);
    expect(rowsToValue([{ lang: 'en', title: 'Hi' }], 'object', 'lang')).toEqual({ en: { title: 'Hi' } });
    expect(rowsToValue([], 'array', null)).toBeNull();
    expect(repeaterFields({ title: { interface: 'text-input' } })).toEqual([
      { field: 'title', interface: 'text-input' },
    ]);
  });

  it('shows collapsed rows with the template, the placeholder for a blank row, and opens one at a time', async () => {
    render(
      <repeater.Input
        {...inputProps(repeater, {
          value: [
            { name: 'Ada', role: 'Engineer' },
            { name: '', role: null },
          ],
          options: { fields: people, template: '{{ name }} ({{ role }})' },
        })}
      />,
    );
    const user = userEvent.setup();
    const first = screen.getByRole('button', { name: 'Ada (Engineer)' });
    const second = screen.getByRole('button', { name: 'New Item...' });
    await user.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByLabelText('Email')).toBeTruthy();
    await user.click(second);
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(second.getAttribute('aria-expanded')).toBe('true');
  });

  it("names the add button by its text, described by the field's label that points at it", () => {
    render(
      <>
        <label id="team-input-label" htmlFor="team-input">
          Team
        </label>
        <ControlledInput
          mod={repeater}
          {...inputProps(repeater, { inputId: 'team-input', options: { fields: people } })}
        />
      </>,
    );
    const add = screen.getByRole('button', { name: 'Create Item' });
    expect(add.id).toBe('team-input');
    expect(add.getAttribute('aria-describedby')).toBe('team-input-label');
  });

  it('adds a row with the field defaults (opened), edits it and emits rows without internal keys', async () => {
    const onInput = vi.fn();
    render(
      <ControlledInput mod={repeater} {...inputProps(repeater, { onInput, options: { fields: people } })} />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Create Item' }));
    expect(onInput).toHaveBeenLastCalledWith([{ name: null, role: null, email: 'x@example.com' }]);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Grace' } });
    expect(onInput).toHaveBeenLastCalledWith([{ name: 'Grace', role: null, email: 'x@example.com' }]);
    const stored = onInput.mock.lastCall![0] as Record<string, unknown>[];
    expect(Object.keys(stored[0]!)).toEqual(['name', 'role', 'email']);
  });

  it('renders one-field rows inline, deletes rows and stores null when none are left', async () => {
    const onInput = vi.fn();
    render(
      <ControlledInput
        mod={repeater}
        {...inputProps(repeater, { value: [{ url: 'a' }], onInput, options: { fields: [{ field: 'url' }] } })}
      />,
    );
    expect((screen.getByLabelText('Url') as HTMLInputElement).value).toBe('a');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Delete a' }));
    expect(onInput).toHaveBeenLastCalledWith(null);
  });

  it('hides the add button at the limit', () => {
    render(
      <repeater.Input
        {...inputProps(repeater, {
          value: [{ url: 'a' }, { url: 'b' }],
          options: { fields: [{ field: 'url' }], limit: 2 },
        })}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Create Item' })).toBeNull();
  });

  it('duplicates a row from the row menu when duplicable', async () => {
    const onInput = vi.fn();
    render(
      <ControlledInput
        mod={repeater}
        {...inputProps(repeater, {
          value: [{ url: 'a' }],
          onInput,
          options: { fields: [{ field: 'url' }], duplicable: true },
        })}
      />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Actions for a' }));
    await user.click(await screen.findByRole('menuitem', { name: /Duplicate/ }));
    expect(onInput).toHaveBeenLastCalledWith([{ url: 'a' }, { url: 'a' }]);
  });

  it('reorders rows with the keyboard on the drag handle', async () => {
    const onInput = vi.fn();
    render(
      <ControlledInput
        mod={repeater}
        {...inputProps(repeater, {
          value: [{ url: 'a' }, { url: 'b' }],
          onInput,
          options: { fields: [{ field: 'url' }] },
        })}
      />,
    );
    const handle = screen.getByRole('button', { name: 'Move a' });
    handle.focus();
    await act(async () => {
      fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    });
    await act(async () => {
      fireEvent.keyDown(document.activeElement!, { code: 'ArrowDown', key: 'ArrowDown' });
    });
    await act(async () => {
      fireEvent.keyDown(document.activeElement!, { code: 'Space', key: ' ' });
    });
    // jsdom has no layout, so dnd-kit may not find a target; the order must at least stay intact.
    const last = onInput.mock.lastCall?.[0] as { url: string }[] | undefined;
    if (last) expect(last.map((r) => r.url).sort()).toEqual(['a', 'b']);
  });

  it('honours readonly: no add, delete or drag, read-only sub-fields', () => {
    render(
      <repeater.Input
        {...inputProps(repeater, {
          value: [{ url: 'a' }],
          readonly: true,
          options: { fields: [{ field: 'url' }] },
        })}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Create Item' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete|Move/ })).toBeNull();
    const urlBox = screen.getByLabelText('Url') as HTMLInputElement;
    expect(urlBox.readOnly || urlBox.disabled).toBe(true);
  });

  it('stores an object keyed by structure_key', () => {
    const onInput = vi.fn();
    render(
      <ControlledInput
        mod={repeater}
        {...inputProps(repeater, {
          value: { en: { title: 'Hello' } },
          onInput,
          options: {
            fields: [{ field: 'lang' }, { field: 'title' }],
            structure: 'object',
            structure_key: 'lang',
          },
        })}
      />,
    );
    // Two half-width fields in a full-width repeater: inline rows.
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Hi' } });
    expect(onInput).toHaveBeenLastCalledWith({ en: { title: 'Hi' } });
  });

  it('displays the row count with the rows as tooltip', () => {
    render(
      <repeater.Display
        {...displayProps(repeater, {
          value: [{ name: 'Ada' }, { name: 'Grace' }],
          options: { fields: people, template: '{{ name }}' },
        })}
      />,
    );
    const text = screen.getByText('2 items');
    expect(text.getAttribute('title')).toBe('Ada\nGrace');
    expect(within(document.body).queryByText('newItem')).toBeNull();
  });
});
