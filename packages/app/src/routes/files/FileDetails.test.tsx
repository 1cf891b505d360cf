import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import { projectDataWrapper } from '../../interfaces/testing/with-project-data';
import { FileDetails } from './FileDetails';

const file = (uploaded_by: unknown) => ({
  id: 7,
  type: 'image/png',
  filesize: 2048,
  width: 640,
  height: 480,
  checksum: 'abc123',
  uploaded_on: '2026-01-02 10:00:00',
  uploaded_by,
  data: { full_url: '/demo/assets/x', asset_url: '/demo/assets/x', thumbnails: [] },
});

function uploadedBy() {
  const details = screen.getByRole('region', { name: 'File details' });
  const term = within(details).getByText('Uploaded by');
  return term.parentElement!.querySelector('dd')!;
}

describe('the file page details', () => {
  it('names the uploader from the user directory, with the avatar, not by id', () => {
    render(<FileDetails file={file(1)} />, { wrapper: projectDataWrapper() });
    const dd = uploadedBy();
    expect(dd.textContent).toBe('Ada Admin');
    expect(dd.textContent).not.toContain('#1');
    expect(dd.querySelector('img')!.getAttribute('src')).toContain('directus-medium-crop');
  });

  it('also takes an id string or an expanded user, and shows initials without an avatar', () => {
    const { unmount } = render(<FileDetails file={file('2')} />, { wrapper: projectDataWrapper() });
    expect(uploadedBy().textContent).toBe('EEEddie Editor');
    unmount();
    render(<FileDetails file={file({ id: 3, email: 'nameless@example.com' })} />, {
      wrapper: projectDataWrapper(),
    });
    expect(uploadedBy().textContent).toContain('nameless@example.com');
  });

  it('prints an id the directory does not know as #id, and a missing uploader as --', () => {
    const { unmount } = render(<FileDetails file={file(99)} />, { wrapper: projectDataWrapper() });
    expect(uploadedBy().textContent).toBe('#99');
    unmount();
    render(<FileDetails file={file(null)} />, { wrapper: projectDataWrapper() });
    expect(uploadedBy().textContent).toBe('--');
  });
});
