import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n';
import { ApiError } from '@atrium/sdk';
import { api } from '../../api/client';
import { bus } from '../../lib/events';
import { mockFetch } from '../../../test/fetch-mock';
import { useProjects } from '../../stores/projects';
import mod from './index';
import { acceptList } from './accept';
import { ControlledInput } from '../testing/controlled-input';
import { displayProps, inputProps } from '../testing/test-props';
import { withQueryClient } from '../testing/with-query-client';

// The item select modal has its own tests; here it hands back the file the test names.
const modal = vi.hoisted(() => ({ last: null as null | Record<string, unknown> }));
vi.mock('../../item-select/ItemSelectModal', () => ({
  ItemSelectModal: (props: {
    collection: string;
    filter?: unknown;
    onSelect(keys: number[], items: Record<string, unknown>[]): void;
  }) => {
    modal.last = props as never;
    return (
      <div role="dialog" aria-label="library">
        <button type="button" onClick={() => props.onSelect([8], [photo(8, 'Library pick')])}>
          pick 8
        </button>
      </div>
    );
  },
}));

function photo(id: number, title: string) {
  return {
    id,
    title,
    type: 'image/png',
    filename_download: `${title.toLowerCase().replace(/ /g, '-')}.png`,
    filename_disk: `disk-${id}.png`,
    filesize: 1_500_000,
    uploaded_on: '2026-03-04 10:00:00',
    checksum: `c${id}`,
    data: {
      full_url: `http://localhost/uploads/${id}.png`,
      asset_url: `http://localhost/demo/assets/h${id}`,
      thumbnails: ['small-crop', 'medium-crop', 'large-crop', 'large-contain'].map((k) => ({
        key: `directus-${k}`,
        url: `http://localhost/demo/assets/h${id}?key=directus-${k}`,
      })),
    },
  };
}

describe('file', () => {
  let wrapper: ReturnType<typeof withQueryClient>['wrapper'];
  beforeEach(() => {
    ({ wrapper } = withQueryClient());
    useProjects.setState({ current: 'demo' });
    modal.last = null;
  });

  it('declares a file relation with crop on and delete off by default', () => {
    expect(mod.meta.relation).toBe('file');
    expect(inputProps(mod).options).toMatchObject({ crop: true, allowDelete: null });
  });

  it('uploads a dropped-in file and emits its id, then shows its card', async () => {
    mockFetch({ 'GET demo/': { body: { data: { api: {}, server: { max_upload_size: 1000 } } } } });
    const spy = vi.spyOn(api, 'upload').mockResolvedValue(photo(5, 'Fresh') as never);
    const props = inputProps(mod);
    const { container } = render(<ControlledInput mod={mod} {...props} />, { wrapper });
    await waitFor(() => expect(container.querySelector('input[type=file]')).not.toBeNull());
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'fresh.png', { type: 'image/png' })] } });
    await waitFor(() => expect(props.onInput).toHaveBeenLastCalledWith(5));
    expect(spy).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Fresh')).toBeTruthy();
    expect((screen.getByRole('img', { name: 'Fresh' }) as HTMLImageElement).src).toContain(
      'directus-large-crop',
    );
  });

  it('rejects a file over the server maximum with a warning and no upload', async () => {
    mockFetch({ 'GET demo/': { body: { data: { api: {}, server: { max_upload_size: 1 } } } } });
    const spy = vi.spyOn(api, 'upload');
    const props = inputProps(mod);
    const { container } = render(<ControlledInput mod={mod} {...props} />, { wrapper });
    await new Promise((r) => setTimeout(r, 50));
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['xyz'], 'big.png', { type: 'image/png' })] } });
    await new Promise((r) => setTimeout(r, 20));
    expect(spy).not.toHaveBeenCalled();
    expect(props.onInput).not.toHaveBeenCalled();
  });

  it('chooses from the library (directus_files, limited to the accepted types)', async () => {
    mockFetch({});
    const props = inputProps(mod, { options: { accept: 'image/png, image/jpeg' } });
    render(<ControlledInput mod={mod} {...props} />, { wrapper });
    fireEvent.click(screen.getByRole('button', { name: /Choose from the Library/ }));
    expect(modal.last).toMatchObject({
      collection: 'directus_files',
      mode: 'single',
      filter: { type: { in: 'image/png,image/jpeg' } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'pick 8' }));
    expect(props.onInput).toHaveBeenLastCalledWith(8);
    expect(await screen.findByText('Library pick')).toBeTruthy();
  });

  it('embeds a URL', async () => {
    mockFetch({});
    const spy = vi.spyOn(api, 'createFileFromUrl').mockResolvedValue(photo(9, 'From url') as never);
    const props = inputProps(mod);
    render(<ControlledInput mod={mod} {...props} />, { wrapper });
    fireEvent.click(screen.getByRole('button', { name: /Embed a URL/ }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Embed a URL' }), {
      target: { value: 'https://example.com/a.png' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add URL' }));
    await waitFor(() => expect(props.onInput).toHaveBeenLastCalledWith(9));
    expect(spy.mock.calls[0]![1]).toBe('https://example.com/a.png');
  });

  it("shows the server's reason for refusing a URL next to the field, not as a notification", async () => {
    mockFetch({});
    vi.spyOn(api, 'createFileFromUrl').mockRejectedValue(
      new ApiError(4, 'Could not fetch https://example.com/missing.png: 404 Not Found', 422),
    );
    const notified = vi.fn();
    const off = bus.on('error', notified);
    try {
      const props = inputProps(mod);
      render(<ControlledInput mod={mod} {...props} />, { wrapper });
      fireEvent.click(screen.getByRole('button', { name: /Embed a URL/ }));
      const field = screen.getByRole('textbox', { name: 'Embed a URL' });
      fireEvent.change(field, { target: { value: 'https://example.com/missing.png' } });
      fireEvent.click(screen.getByRole('button', { name: 'Add URL' }));
      const reason = await screen.findByRole('alert');
      expect(reason.textContent).toBe('Could not fetch https://example.com/missing.png: 404 Not Found');
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(notified).not.toHaveBeenCalled();
      expect(props.onInput).not.toHaveBeenCalled();
      // Typing again clears the reason.
      fireEvent.change(field, { target: { value: 'https://example.com/other.png' } });
      expect(screen.queryByRole('alert')).toBeNull();
    } finally {
      off();
    }
  });

  it('shows a file object as a card (medium thumbnail when half width) and deselects to null', async () => {
    mockFetch({});
    const props = inputProps(mod, { value: photo(3, 'Harbour'), width: 'half' });
    render(<ControlledInput mod={mod} {...props} />, { wrapper });
    expect((screen.getByRole('img', { name: 'Harbour' }) as HTMLImageElement).src).toBe(
      'http://localhost/demo/assets/h3?key=directus-medium-crop&v=c3',
    );
    expect(screen.getByText(/^PNG • .*2026/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Harbour' }));
    expect(screen.queryByRole('menuitem', { name: 'Delete' })).toBeNull();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Deselect' }));
    expect(props.onInput).toHaveBeenLastCalledWith(null);
  });

  it('loads a bare id, and deletes the file itself when allowDelete is on', async () => {
    const calls = mockFetch({
      'GET demo/files/3': { body: { data: photo(3, 'Harbour') } },
      'DELETE demo/files/3': { status: 204 },
    });
    const props = inputProps(mod, { value: 3, options: { allowDelete: true } });
    render(<ControlledInput mod={mod} {...props} />, { wrapper });
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Harbour' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(dialog.querySelector('button.button-danger, button.button-primary')!);
    await waitFor(() => expect(props.onInput).toHaveBeenLastCalledWith(null));
    expect(calls.some((c) => c.method === 'DELETE' && c.path === 'demo/files/3')).toBe(true);
  });

  it('says an unreadable file is not available and lets it be deselected', async () => {
    mockFetch({ 'GET demo/files/4': { status: 403, body: { error: { code: 3, message: 'Forbidden' } } } });
    const props = inputProps(mod, { value: 4 });
    render(<ControlledInput mod={mod} {...props} />, { wrapper });
    expect(await screen.findByText('This item is not available.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Deselect' }));
    expect(props.onInput).toHaveBeenLastCalledWith(null);
  });

  it('read-only: no upload, no deselect', () => {
    mockFetch({});
    const { unmount } = render(<ControlledInput mod={mod} {...inputProps(mod, { readonly: true })} />, {
      wrapper,
    });
    expect(screen.getByText('No file')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Choose from the Library/ })).toBeNull();
    unmount();
    render(
      <ControlledInput mod={mod} {...inputProps(mod, { readonly: true, value: photo(3, 'Harbour') })} />,
      {
        wrapper,
      },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Harbour' }));
    expect(screen.queryByRole('menuitem', { name: 'Deselect' })).toBeNull();
  });

  it('displays the small thumbnail, a MIME icon, or --', () => {
    const { container, rerender } = render(<Display {...displayProps(mod, { value: photo(2, 'Pier') })} />);
    expect((container.querySelector('img') as HTMLImageElement).src).toContain('directus-small-crop');
    rerender(
      <Display
        {...displayProps(mod, {
          value: { id: 1, type: 'application/pdf', filename_disk: 'a.pdf', data: {} },
        })}
      />,
    );
    expect(screen.getByRole('img', { name: 'a.pdf' }).textContent).toBe('picture_as_pdf');
    rerender(<Display {...displayProps(mod, { value: null })} />);
    expect(container.textContent).toBe('--');
    expect(acceptList(' image/png ,video/mp4,')).toEqual(['image/png', 'video/mp4']);
  });
});

const { Display } = mod;
