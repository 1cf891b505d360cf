import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../../i18n';
import mod from './index';
import { displayProps, inputProps } from '../testing/test-props';
import { projectDataWrapper } from '../testing/with-project-data';

const names = () => [...screen.getByRole('combobox').querySelectorAll('option')].map((o) => o.textContent);

describe('user-roles', () => {
  it('defaults: relational on, public role hidden', () => {
    expect(inputProps(mod).options).toEqual({ relational: true, showPublic: null });
    render(<mod.Input {...inputProps(mod)} />, { wrapper: projectDataWrapper() });
    expect(names()).toEqual(['Choose a role...', 'Administrator', 'Editor']);
  });

  it('offers the public role with showPublic', () => {
    render(<mod.Input {...inputProps(mod, { options: { showPublic: true } })} />, {
      wrapper: projectDataWrapper(),
    });
    expect(names()).toEqual(['Choose a role...', 'Administrator', 'Public', 'Editor']);
  });

  it('selects an expanded role object and emits the chosen id as a number; clearing emits null', () => {
    const onInput = vi.fn();
    render(<mod.Input {...inputProps(mod, { value: { id: 3, name: 'Editor' }, onInput })} />, {
      wrapper: projectDataWrapper(),
    });
    const select = screen.getByRole('combobox') as HTMLSelectElement;
    expect(select.value).toBe('3');
    fireEvent.change(select, { target: { value: '1' } });
    expect(onInput).toHaveBeenLastCalledWith(1);
    fireEvent.change(select, { target: { value: '' } });
    expect(onInput).toHaveBeenLastCalledWith(null);
  });

  it('is disabled when read-only, and required forbids the empty choice', () => {
    render(<mod.Input {...inputProps(mod, { value: 1, readonly: true, required: true })} />, {
      wrapper: projectDataWrapper(),
    });
    const select = screen.getByRole('combobox') as HTMLSelectElement;
    expect(select.disabled).toBe(true);
    expect((select.querySelector('option[value=""]') as HTMLOptionElement).disabled).toBe(true);
  });

  it('displays the role name from the object or the roles list', () => {
    const wrapper = projectDataWrapper();
    const { container, rerender } = render(
      <mod.Display {...displayProps(mod, { value: { id: 9, name: 'Guests' } })} />,
      { wrapper },
    );
    expect(container.textContent).toBe('Guests');
    rerender(<mod.Display {...displayProps(mod, { value: 3 })} />);
    expect(container.textContent).toBe('Editor');
  });
});
