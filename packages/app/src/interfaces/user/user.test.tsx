import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../../i18n';
import mod from './index';
import { displayProps, inputProps } from '../testing/test-props';
import { ControlledInput } from '../testing/controlled-input';
import { projectDataWrapper } from '../testing/with-project-data';

const { Input, Display } = mod;

function label() {
  const l = document.createElement('label');
  l.htmlFor = 'input-field';
  l.textContent = 'Author';
  document.body.appendChild(l);
  return () => l.remove();
}

describe('user interface', () => {
  it('defaults: the name template, "Choose a User" placeholder, both avatar and name', () => {
    expect(inputProps(mod).options).toEqual({
      template: '{{first_name}} {{last_name}}',
      placeholder: '$t:choose_user',
      display: 'both',
    });
    render(<Input {...inputProps(mod)} />, { wrapper: projectDataWrapper() });
    expect(screen.getByRole('button', { name: /Choose a User/ })).toBeTruthy();
  });

  it('lists the directory with avatars and names and emits the chosen id (a number)', async () => {
    const remove = label();
    const onInput = vi.fn();
    render(<ControlledInput mod={mod} {...inputProps(mod, { onInput })} />, {
      wrapper: projectDataWrapper(),
    });
    fireEvent.click(screen.getByRole('button', { name: /Author/ }));
    const list = await screen.findByRole('listbox');
    const options = within(list).getAllByRole('option');
    // "none" first (not required), then the users; a nameless user shows the e-mail.
    const texts = options.map((o) => o.textContent ?? '');
    expect(texts).toHaveLength(4);
    expect(texts[0]).toContain('No user');
    expect(texts[1]).toContain('Ada Admin');
    expect(options[1]!.querySelector('img')).toBeTruthy();
    expect(texts[2]).toBe('EEEddie Editor');
    expect(texts[3]).toContain('nameless@example.com');
    fireEvent.click(within(list).getByRole('option', { name: 'Eddie Editor' }));
    expect(onInput).toHaveBeenLastCalledWith(2);
    expect(screen.getByRole('button', { name: /Author/ }).textContent).toContain('Eddie Editor');
    remove();
  });

  it('accepts an expanded user object or an id string as the value, and clears to null', async () => {
    const remove = label();
    const onInput = vi.fn();
    render(<Input {...inputProps(mod, { value: { id: 1, first_name: 'Ada' }, onInput })} />, {
      wrapper: projectDataWrapper(),
    });
    const button = screen.getByRole('button', { name: /Author/ });
    expect(button.textContent).toContain('Ada Admin');
    expect(button.querySelector('img')!.getAttribute('src')).toContain('directus-medium-crop');
    fireEvent.click(button);
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'No user' }));
    expect(onInput).toHaveBeenLastCalledWith(null);
    remove();
  });

  it('has no "none" entry when required, and is disabled when read-only', async () => {
    const remove = label();
    const { unmount } = render(<Input {...inputProps(mod, { value: '2', required: true })} />, {
      wrapper: projectDataWrapper(),
    });
    fireEvent.click(screen.getByRole('button', { name: /Author/ }));
    const list = await screen.findByRole('listbox');
    expect(within(list).queryByRole('option', { name: 'No user' })).toBeNull();
    unmount();
    render(<Input {...inputProps(mod, { value: 2, readonly: true })} />, { wrapper: projectDataWrapper() });
    expect((screen.getByRole('button', { name: /Author/ }) as HTMLButtonElement).disabled).toBe(true);
    remove();
  });

  it('uses the template option for names', async () => {
    render(
      <Display {...displayProps(mod, { value: 2, options: { template: '{{last_name}} <{{email}}>' } })} />,
      {
        wrapper: projectDataWrapper(),
      },
    );
    expect(screen.getByText('Editor <eddie@example.com>')).toBeTruthy();
  });

  it('displays both, avatar only (name as tooltip) or name only; unknown ids print as is', () => {
    const wrapper = projectDataWrapper();
    const { rerender, container } = render(<Display {...displayProps(mod, { value: 1 })} />, { wrapper });
    expect(container.textContent).toContain('Ada Admin');
    expect(container.querySelector('img')).toBeTruthy();
    rerender(<Display {...displayProps(mod, { value: 1, options: { display: 'avatar' } })} />);
    expect(container.querySelector('img')).toBeTruthy();
    expect(container.querySelector('.user-badge')!.getAttribute('title')).toBe('Ada Admin');
    rerender(<Display {...displayProps(mod, { value: 2, options: { display: 'name' } })} />);
    expect(container.querySelector('[data-testid="user-avatar"]')).toBeNull();
    expect(container.textContent).toBe('Eddie Editor');
    rerender(<Display {...displayProps(mod, { value: 99 })} />);
    expect(container.textContent).toBe('99');
  });
});
