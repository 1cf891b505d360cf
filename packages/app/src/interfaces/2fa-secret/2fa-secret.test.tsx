import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n';
import mod from './index';
import { displayProps, inputProps } from '../testing/test-props';
import { projectDataWrapper } from '../testing/with-project-data';
import * as twoFactor from './two-factor';
import { useSession } from '../../stores/session';

vi.mock('./two-factor', async (original) => ({
  ...(await original<typeof import('./two-factor')>()),
  newSecret: vi.fn(async () => 'JBSWY3DPEHPK3PXP'),
  activate: vi.fn(async () => undefined),
  disable: vi.fn(async () => undefined),
}));

/** The signed-in role's rows on directus_users (admins: none needed). */
let usersPermission: Record<string, unknown> | undefined;
vi.mock('../../api/permissions/queries', () => ({
  useMyAccess: () => {
    const admin = useSession.getState().user?.role?.id === 1;
    return {
      admin,
      permissions: usersPermission
        ? { directus_users: { collection: 'directus_users', ...usersPermission } }
        : {},
    };
  },
}));

const editing = (primaryKey: number, extra = {}) =>
  inputProps(mod, {
    primaryKey,
    // What the form passes for a user from a server that leaves the field out altogether.
    value: undefined,
    values: { email: 'eddie@example.com' },
    readonly: true,
    ...extra,
  });

describe('2fa-secret', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    usersPermission = { read: 'full', update: 'mine' };
  });

  it('has no options, and on a new user only says it comes after saving', () => {
    expect(inputProps(mod).options).toEqual({});
    render(<mod.Input {...inputProps(mod, { newItem: true, primaryKey: null })} />, {
      wrapper: projectDataWrapper(),
    });
    expect(screen.getByText(/once the user is saved/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('enables with a QR code of a new secret and a checked code (admin for another user), despite the read-only flag', async () => {
    render(<mod.Input {...editing(2)} />, { wrapper: projectDataWrapper({ me: 1 }) });
    // The server hides the secret: the state is unknown, both actions are offered.
    expect(screen.getByText(/not known/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Enable two-factor authentication' }));
    expect(await screen.findByRole('img', { name: /QR code/ })).toBeTruthy();
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeTruthy();
    const confirm = screen.getByRole('button', { name: 'Confirm and enable' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('One-Time Password'), { target: { value: '123456' } });
    expect((screen.getByLabelText('One-Time Password') as HTMLInputElement).value).toBe('123-456');
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(twoFactor.activate).toHaveBeenCalledWith('demo', 2, 'JBSWY3DPEHPK3PXP', '123456'),
    );
    expect(await screen.findByText('Two-factor authentication is on.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enable two-factor authentication' })).toBeNull();
  });

  it('activates one’s own through `me`', async () => {
    render(<mod.Input {...editing(2)} />, { wrapper: projectDataWrapper({ me: 2 }) });
    fireEvent.click(screen.getByRole('button', { name: 'Enable two-factor authentication' }));
    fireEvent.change(await screen.findByLabelText('One-Time Password'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and enable' }));
    await waitFor(() =>
      expect(twoFactor.activate).toHaveBeenCalledWith('demo', 'me', 'JBSWY3DPEHPK3PXP', '654321'),
    );
  });

  it('shows 2FA as on from the server’s mask, offering only to disable it', () => {
    render(<mod.Input {...editing(2, { value: '**********' })} />, {
      wrapper: projectDataWrapper({ me: 2 }),
    });
    expect(screen.getByText('Two-factor authentication is on.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Disable two-factor authentication' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enable two-factor authentication' })).toBeNull();
    expect(document.body.textContent).not.toContain('**********');
  });

  it('shows 2FA as off from null, offering only to enable it', () => {
    render(<mod.Input {...editing(2, { value: null })} />, { wrapper: projectDataWrapper({ me: 1 }) });
    expect(screen.getByText('Two-factor authentication is off.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enable two-factor authentication' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Disable two-factor authentication' })).toBeNull();
  });

  it('follows a newly read value after acting', async () => {
    const { rerender } = render(<mod.Input {...editing(2, { value: null })} />, {
      wrapper: projectDataWrapper({ me: 2 }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enable two-factor authentication' }));
    fireEvent.change(await screen.findByLabelText('One-Time Password'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and enable' }));
    expect(await screen.findByText('Two-factor authentication is on.')).toBeTruthy();
    // Until the user is read again the page keeps what it did; then the server's answer counts.
    rerender(<mod.Input {...editing(2, { value: null })} />);
    expect(screen.getByText('Two-factor authentication is on.')).toBeTruthy();
    rerender(<mod.Input {...editing(2, { value: '**********' })} />);
    expect(screen.getByText('Two-factor authentication is on.')).toBeTruthy();
    rerender(<mod.Input {...editing(2, { value: null })} />);
    expect(screen.getByText('Two-factor authentication is off.')).toBeTruthy();
  });

  it('tells a user whose role may not update their account that only an admin can turn it off', () => {
    usersPermission = { read: 'full', update: 'none' };
    render(<mod.Input {...editing(2, { value: '**********' })} />, {
      wrapper: projectDataWrapper({ me: 2 }),
    });
    expect(screen.getByText('Two-factor authentication is on.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText(/Only an administrator can turn two-factor authentication off/)).toBeTruthy();
  });

  it('disables after a confirmation', async () => {
    render(<mod.Input {...editing(2, { value: '**********' })} />, {
      wrapper: projectDataWrapper({ me: 1 }),
    });
    expect(screen.getByText('Two-factor authentication is on.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Disable two-factor authentication' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click([...dialog.querySelectorAll('button')].find((b) => b.textContent?.includes('Disable'))!);
    await waitFor(() => expect(twoFactor.disable).toHaveBeenCalledWith('demo', 2));
    expect(await screen.findByText('Two-factor authentication is off.')).toBeTruthy();
  });

  it('offers nothing to a non-admin looking at someone else', () => {
    render(<mod.Input {...editing(1)} />, { wrapper: projectDataWrapper({ me: 2 }) });
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('never displays the secret itself', () => {
    const { container, rerender } = render(<mod.Display {...displayProps(mod, { value: '**********' })} />);
    expect(container.textContent).toBe('Two-factor authentication is on.');
    rerender(<mod.Display {...displayProps(mod, { value: null })} />);
    expect(container.textContent).toBe('--');
  });
});
