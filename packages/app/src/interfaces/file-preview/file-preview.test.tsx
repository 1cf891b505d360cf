import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n';
import { api } from '../../api/client';
import { mockFetch } from '../../../test/fetch-mock';
import mod from './index';
import { mediaKind } from './media-kind';
import { displayProps, inputProps } from '../testing/test-props';
import { withQueryClient } from '../testing/with-query-client';

const { Input, Display } = mod;

const thumbs = (hash: string) =>
  ['small', 'medium', 'large'].flatMap((size) =>
    ['crop', 'contain'].map((fit) => ({
      key: `directus-${size}-${fit}`,
      url: `http://localhost/p/assets/${hash}?key=directus-${size}-${fit}`,
    })),
  );

const photo = {
  id: 4,
  type: 'image/png',
  title: 'Harbour',
  filename_download: 'harbour.png',
  filesize: 2_400_000,
  width: 1600,
  height: 900,
  checksum: 'aaa',
  data: {
    asset_url: 'http://localhost/p/assets/h4',
    full_url: 'http://localhost/uploads/h4.png',
    thumbnails: thumbs('h4'),
  },
};

const fileProps = (values: Record<string, unknown>, extra = {}) =>
  inputProps(mod, { collection: 'directus_files', values, primaryKey: values.id as number, ...extra });

describe('file-preview', () => {
  let wrapper: ReturnType<typeof withQueryClient>['wrapper'];
  beforeEach(() => {
    ({ wrapper } = withQueryClient());
    mockFetch({});
  });

  it('hides its label and shows an image through the large contained thumbnail', () => {
    expect(mod.meta.hideLabel).toBe(true);
    render(<Input {...fileProps(photo)} />, { wrapper });
    const img = screen.getByRole('img', { name: 'Harbour' }) as HTMLImageElement;
    expect(img.src).toBe('http://localhost/p/assets/h4?key=directus-large-contain&v=aaa');
    expect(screen.getByText('harbour.png')).toBeTruthy();
    expect(screen.getByText('2.4 MB • 1600 × 900 • image/png')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Open Original/ }).getAttribute('href')).toBe(
      'http://localhost/p/assets/h4',
    );
  });

  it('plays video and audio, frames PDFs, and shows other types as their icon and subtype', () => {
    const { rerender, container } = render(
      <Input {...fileProps({ ...photo, type: 'video/mp4', data: { asset_url: '/a/v' } })} />,
      { wrapper },
    );
    expect(container.querySelector('video')?.getAttribute('src')).toBe('/a/v?v=aaa');
    rerender(<Input {...fileProps({ ...photo, type: 'audio/mpeg', data: { asset_url: '/a/s' } })} />);
    expect(container.querySelector('audio')).not.toBeNull();
    rerender(<Input {...fileProps({ ...photo, type: 'application/pdf', data: { asset_url: '/a/d' } })} />);
    expect(container.querySelector('object[type="application/pdf"]')?.getAttribute('data')).toBe(
      '/a/d?v=aaa',
    );
    rerender(<Input {...fileProps({ ...photo, type: 'application/zip', data: { asset_url: '/a/z' } })} />);
    expect(screen.getByText('zip')).toBeTruthy();
    expect(container.querySelector('.material-icons')?.textContent).toBe('insert_drive_file');
  });

  it('works on directus_files only, and says so elsewhere', () => {
    render(<Input {...inputProps(mod, { collection: 'articles', values: { id: 1 } })} />, { wrapper });
    expect(screen.getByText('The preview works on files only.')).toBeTruthy();
  });

  it('replaces the file and shows the new content at once', async () => {
    const replaced = { ...photo, checksum: 'bbb', filename_download: 'new.png' };
    const spy = vi.spyOn(api, 'replaceFile').mockResolvedValue(replaced as never);
    const { container } = render(<Input {...fileProps(photo)} />, { wrapper });
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    const file = new File(['x'], 'new.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() => expect(spy).toHaveBeenCalledTimes(1));
    expect(spy.mock.calls[0]![1]).toBe(4);
    expect((spy.mock.calls[0]![2] as FormData).get('data')).toBeInstanceOf(File);
    await waitFor(() =>
      expect((screen.getByRole('img', { name: 'Harbour' }) as HTMLImageElement).src).toContain('v=bbb'),
    );
    expect(screen.getByText('new.png')).toBeTruthy();
  });

  it('offers no Replace when read-only', () => {
    render(<Input {...fileProps(photo, { readonly: true })} />, { wrapper });
    expect(screen.queryByRole('button', { name: /Replace/ })).toBeNull();
  });

  it('sorts types into media kinds, and displays as a file icon', () => {
    expect(
      ['image/webp', 'video/webm', 'audio/wav', 'embed/vimeo', 'application/pdf', 'text/csv'].map(mediaKind),
    ).toEqual(['image', 'video', 'audio', 'embed', 'pdf', 'other']);
    render(<Display {...displayProps(mod)} />);
    expect(screen.getByRole('img', { name: 'File Preview' })).toBeTruthy();
  });
});
