import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import owner from './index';
import userUpdated from '../user-updated/index';
import { displayProps, inputProps } from '../testing/test-props';
import { projectDataWrapper } from '../testing/with-project-data';

describe('owner / user-updated', () => {
  it('defaults: the first and last name template, avatar and name', () => {
    for (const mod of [owner, userUpdated]) {
      expect(inputProps(mod).options).toEqual({ template: '{{first_name}} {{last_name}}', display: 'both' });
    }
    expect(owner.meta.types).toEqual(['owner']);
    expect(userUpdated.meta.types).toEqual(['user_updated']);
  });

  it('shows the user read-only (no control to change it), from an id or an expanded object', () => {
    const { container, rerender } = render(<owner.Input {...inputProps(owner, { value: 2 })} />, {
      wrapper: projectDataWrapper(),
    });
    const box = screen.getByRole('textbox');
    expect(box.getAttribute('aria-readonly')).toBe('true');
    expect(box.textContent).toContain('Eddie Editor');
    expect(container.querySelector('input, select, button')).toBeNull();
    rerender(
      <owner.Input {...inputProps(owner, { value: { id: 1, first_name: 'Ada', last_name: 'Admin' } })} />,
    );
    expect(screen.getByRole('textbox').querySelector('img')).toBeTruthy();
  });

  it('says who it will be on a new item and "Unknown" on an existing one without a user', () => {
    const wrapper = projectDataWrapper();
    const { rerender } = render(<owner.Input {...inputProps(owner, { newItem: true })} />, { wrapper });
    expect(screen.getByText('You will be the creator')).toBeTruthy();
    rerender(<owner.Input {...inputProps(owner, { newItem: false })} />);
    expect(screen.getByText('Unknown')).toBeTruthy();
    rerender(<userUpdated.Input {...inputProps(userUpdated, { newItem: true })} />);
    expect(screen.getByText('You will be the updater')).toBeTruthy();
    rerender(<userUpdated.Input {...inputProps(userUpdated, { newItem: false })} />);
    expect(screen.getByText('Unknown')).toBeTruthy();
  });

  it('applies the template and the display option', () => {
    const wrapper = projectDataWrapper();
    const { container, rerender } = render(
      <userUpdated.Display
        {...displayProps(userUpdated, { value: 2, options: { template: '{{email}}' } })}
      />,
      { wrapper },
    );
    expect(container.textContent).toContain('eddie@example.com');
    rerender(<owner.Display {...displayProps(owner, { value: 1, options: { display: 'name' } })} />);
    expect(container.textContent).toBe('Ada Admin');
    expect(container.querySelector('img')).toBeNull();
    rerender(<owner.Display {...displayProps(owner, { value: 1, options: { display: 'avatar' } })} />);
    expect(container.querySelector('img')).toBeTruthy();
    rerender(<owner.Display {...displayProps(owner, { value: 42 })} />);
    expect(container.textContent).toBe('#42');
  });
});
