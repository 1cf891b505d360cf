import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import '../../i18n';
import { ApiError, api } from '../../api/client';
import { projectDataWrapper } from '../../interfaces/testing/with-project-data';
import { parseEmails } from './InviteModal';
import { UserDirectoryActions } from './UserDirectoryActions';

function renderActions(me: number, canAdd = true) {
  const Data = projectDataWrapper({ me });
  return render(
    <MemoryRouter>
      <Data>
        <UserDirectoryActions canAdd={canAdd} />
      </Data>
    </MemoryRouter>,
  );
}

describe('inviting users', () => {
  it('splits the addresses on commas, semicolons and spaces, without blanks or repeats', () => {
    expect(parseEmails(' a@x.io, b@x.io;c@x.io\nd@x.io  a@x.io ,')).toEqual([
      'a@x.io',
      'b@x.io',
      'c@x.io',
      'd@x.io',
    ]);
  });

  it('offers the invite button to admins only, beside add', () => {
    const { unmount } = renderActions(2);
    expect(screen.queryByRole('button', { name: 'Invite users' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Add New' }).getAttribute('href')).toBe('/demo/users/+');
    unmount();
    renderActions(1, false);
    expect(screen.getByRole('button', { name: 'Invite users' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Add New' })).toBeNull();
  });

  it('posts the addresses to /users/invite and closes; a server error stays in the dialog', async () => {
    const request = vi
      .spyOn(api, 'request')
      .mockRejectedValueOnce(new ApiError(503, 'Invitations need ATRIUM_PUBLIC_URL', 503))
      .mockResolvedValueOnce({ data: [{ id: 9 }, { id: 10 }] } as never);
    renderActions(1);
    fireEvent.click(screen.getByRole('button', { name: 'Invite users' }));
    const box = await screen.findByRole('textbox', { name: /E-mail addresses/ });
    const send = screen.getByRole('button', { name: 'Invite' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.change(box, { target: { value: 'one@x.io, two@x.io' } });
    fireEvent.click(send);
    await screen.findByText(/ATRIUM_PUBLIC_URL/);
    expect(request).toHaveBeenLastCalledWith('POST', 'users/invite', {
      project: 'demo',
      body: { email: ['one@x.io', 'two@x.io'] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(request).toHaveBeenCalledTimes(2);
  });
});
