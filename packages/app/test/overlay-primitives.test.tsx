import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { Confirm } from '../src/components/Confirm';
import { IconButton } from '../src/components/IconButton';
import { Menu, MenuItem, MenuTrigger } from '../src/components/Menu';
import { Modal } from '../src/components/Modal';
import { Popover, PopoverTrigger } from '../src/components/Popover';
import { HEADER_TOOLTIP_DELAY, TOOLTIP_DELAY } from '../src/components/Tooltip';
import '../src/i18n';

function ModalHost() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Modal title="Edit tags" onClose={() => setOpen(false)} actions={<button type="button">Done</button>}>
          <input aria-label="Tag" />
        </Modal>
      )}
    </>
  );
}

describe('Modal', () => {
  it('is a named dialog that keeps focus inside, closes on Escape and gives focus back', async () => {
    const user = userEvent.setup();
    render(<ModalHost />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Edit tags' });
    // The library moves focus in on the next frame.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    for (let i = 0; i < 4; i++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});

describe('Confirm', () => {
  it('is an alert dialog: Escape cancels, the confirm button confirms', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<Confirm message="Sign out?" confirmText="Sign Out" onConfirm={onConfirm} onCancel={onCancel} />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out?' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Sign Out' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});

describe('Menu', () => {
  it('opens from its button with the keyboard and runs the chosen item', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    render(
      <MenuTrigger>
        <AriaButton>Field options</AriaButton>
        <Menu label="Field options" onAction={onAction} disabledKeys={['clear']}>
          <MenuItem id="clear" icon="clear">
            Clear value
          </MenuItem>
          <MenuItem id="reset">Reset to default</MenuItem>
          <MenuItem id="undo">Undo changes</MenuItem>
        </Menu>
      </MenuTrigger>,
    );
    await user.tab();
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('menu', { name: 'Field options' });
    expect(within(menu).getAllByRole('menuitem')).toHaveLength(3);
    expect(within(menu).getByRole('menuitem', { name: 'Clear value' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onAction.mock.calls[0]![0]).toBe('undo');
    expect(screen.queryByRole('menu')).toBeNull();
  });
});

describe('Popover', () => {
  it('opens a labelled dialog next to its trigger and closes on Escape', async () => {
    const user = userEvent.setup();
    render(
      <PopoverTrigger>
        <AriaButton>Filters</AriaButton>
        <Popover label="Filter options">
          <input aria-label="Value" />
        </Popover>
      </PopoverTrigger>,
    );
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    expect(screen.getByRole('dialog', { name: 'Filter options' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('IconButton and Tooltip', () => {
  it('names the button by its label and shows the label as a tooltip on keyboard focus', async () => {
    const user = userEvent.setup();
    render(<IconButton icon="delete" label="Delete" tooltip={HEADER_TOOLTIP_DELAY} />);
    const button = screen.getByRole('button', { name: 'Delete' });
    await user.tab();
    expect(document.activeElement).toBe(button);
    expect(screen.getByRole('tooltip').textContent).toBe('Delete');
  });

  it('uses the product timings: 500 ms by default, 750/100 ms for header buttons', () => {
    // Hover timing itself is checked in Chromium (jsdom pointer events don't reach the tooltip).
    expect(TOOLTIP_DELAY.delay).toBe(500);
    expect(HEADER_TOOLTIP_DELAY).toEqual({ delay: 750, closeDelay: 100 });
  });
});
