import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../i18n';
import { setExtensionLists } from '../../extensions/catalog';
import mod from './index';
import { displayProps, inputProps } from '../testing/test-props';

const select = () => screen.getByRole('combobox') as HTMLSelectElement;
const offered = () => [...select().querySelectorAll('option')].map((o) => o.value).filter(Boolean);
const label = (id: string) => select().querySelector(`option[value="${id}"]`)?.textContent;

afterEach(() => setExtensionLists('', { interfaces: [], layouts: [], modules: [] }));

describe('interfaces', () => {
  it('defaults: placeholder, relational and status interfaces offered', () => {
    expect(inputProps(mod).options).toEqual({
      placeholder: '$t:choose_interface',
      relational: true,
      status: true,
    });
    render(<mod.Input {...inputProps(mod)} />);
    expect(label('')).toBe('Choose an interface...');
    expect(offered()).toEqual(expect.arrayContaining(['text-input', 'many-to-one', 'status', 'collections']));
    expect(offered()).toHaveLength(56);
    // Translated names, grouped as in the field wizard.
    expect(label('text-input')).toBe('Text Input');
    const group = select().querySelector('option[value="many-to-one"]')!.parentElement!;
    expect(group.getAttribute('label')).toBe('Relational');
  });

  it('relational: false drops interfaces with a relation; status: false drops status-typed ones', () => {
    render(<mod.Input {...inputProps(mod, { options: { relational: false, status: false } })} />);
    const ids = offered();
    for (const id of [
      'many-to-one',
      'one-to-many',
      'many-to-many',
      'file',
      'files',
      'user',
      'owner',
      'translation',
    ])
      expect(ids).not.toContain(id);
    expect(ids).not.toContain('status');
    expect(ids).toEqual(expect.arrayContaining(['text-input', 'dropdown', 'repeater', 'user-roles']));
  });

  it('offers extension interfaces by their translated name', () => {
    setExtensionLists('https://cms.example/', {
      interfaces: [
        {
          id: 'geo-pin',
          path: 'extensions/custom/interfaces/geo-pin/meta.json',
          name: '$t:name',
          translation: { 'en-US': { name: 'Geo pin' } },
        },
      ],
      layouts: [],
      modules: [],
    });
    render(<mod.Input {...inputProps(mod)} />);
    expect(label('geo-pin')).toBe('Geo pin');
  });

  it('emits the interface id, and null for the placeholder; keeps an unknown stored id', () => {
    const onInput = vi.fn();
    render(<mod.Input {...inputProps(mod, { value: 'legacy-thing', onInput })} />);
    expect(select().value).toBe('legacy-thing');
    expect(label('legacy-thing')).toBe('Legacy Thing');
    fireEvent.change(select(), { target: { value: 'slider' } });
    expect(onInput).toHaveBeenLastCalledWith('slider');
    fireEvent.change(select(), { target: { value: '' } });
    expect(onInput).toHaveBeenLastCalledWith(null);
  });

  it('honours readonly', () => {
    render(<mod.Input {...inputProps(mod, { value: 'slider', readonly: true })} />);
    expect(select().disabled).toBe(true);
  });

  it('displays the id in Title Case', () => {
    const { container, rerender } = render(<mod.Display {...displayProps(mod, { value: 'text-input' })} />);
    expect(container.textContent).toBe('Text Input');
    rerender(<mod.Display {...displayProps(mod, { value: 'user-roles' })} />);
    expect(container.textContent).toBe('User Roles');
  });
});
