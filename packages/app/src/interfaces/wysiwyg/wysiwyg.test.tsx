import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Editor as TiptapEditor } from '@tiptap/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n';
import '../code/jsdom-ranges.test-support';
import { api } from '../../api/client';
import { useProjects } from '../../stores/projects';
import { mockFetch } from '../../../test/fetch-mock';
import mod from './index';
import { displayProps, inputProps } from '../testing/test-props';
import { withQueryClient } from '../testing/with-query-client';
import { toolbarButtons } from './toolbar';
import { mediaKind } from './media';
import { WysiwygPlaceholder } from './Placeholder';

// The item select modal has its own tests; here it hands back the file the test names.
const modal = vi.hoisted(() => ({
  last: null as null | Record<string, unknown>,
  pick: null as null | Record<string, unknown>,
}));
vi.mock('../../item-select/ItemSelectModal', () => ({
  ItemSelectModal: (props: {
    title: string;
    onSelect(keys: number[], items: Record<string, unknown>[]): void;
    onCancel(): void;
  }) => {
    modal.last = props as never;
    return (
      <div role="dialog" aria-label={props.title}>
        <button type="button" onClick={() => props.onSelect([modal.pick!.id as number], [modal.pick!])}>
          pick
        </button>
      </div>
    );
  },
}));

function libraryFile(id: number, title: string, type: string, ext: string) {
  return {
    id,
    title,
    type,
    filename_download: `${title}.${ext}`,
    data: {
      full_url: `http://localhost/uploads/demo/originals/f${id}.${ext}`,
      asset_url: `/demo/assets/h${id}`,
      thumbnails: null,
    },
  };
}

const { Input, Display } = mod;

/** The TipTap editor behind the rendered content element. */
async function editorOf(): Promise<TiptapEditor> {
  await waitFor(() => expect(document.querySelector('.wysiwyg-content')).toBeTruthy());
  return (document.querySelector('.wysiwyg-content') as unknown as { editor: TiptapEditor }).editor;
}

const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

// HTML the editor rewrites on parse: newlines between blocks, a bare <b>, a last block that
// isn't a paragraph (TipTap appends one to type into on the first transaction).
const SEED = '<p>One <b>bold</b></p>\n<h2>Two</h2>\n<blockquote>Three</blockquote>';

describe('wysiwyg', () => {
  it('renders the default toolbar (the buttons TipTap supports) and the content', async () => {
    render(<Input {...inputProps(mod, { value: '<p>Hello <strong>there</strong></p>' })} />);
    // The first test waits for the editor chunk to load.
    const toolbar = await screen.findByRole('toolbar', {}, { timeout: 4000 });
    for (const name of [
      'Bold',
      'Italic',
      'Underline',
      'Link',
      'Bulleted list',
      'Heading 1',
      'Insert image',
      'Source code',
      'Fullscreen',
    ])
      expect(toolbar.querySelector(`[aria-label="${name}"]`)).toBeTruthy();
    // The editor itself loads on demand: slow under load.
    expect((await screen.findByText('there', undefined, { timeout: 10_000 })).tagName).toBe('STRONG');
    expect(toolbarButtons(null)).toContain('media');
    expect(toolbar.querySelector('[aria-label="Insert media"]')).toBeTruthy();
  });

  it('maps a saved toolbar option onto the editor, ignoring items it has no counterpart for', async () => {
    render(<Input {...inputProps(mod, { options: { toolbar: ['bold', 'table', 'undo'] } })} />);
    const toolbar = await screen.findByRole('toolbar');
    expect(toolbar.querySelectorAll('button')).toHaveLength(2);
  });

  it('stages sanitised HTML from the source view, and null when emptied', async () => {
    const props = inputProps(mod, { value: '<p>a</p>' });
    render(<Input {...props} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Source code' }));
    const source = screen.getByRole('textbox', { name: 'Source code' });
    fireEvent.change(source, { target: { value: '<p>b<img src="x" onerror="alert(1)"></p>' } });
    const html = (props.onInput as unknown as { mock: { lastCall: [string] } }).mock.lastCall[0];
    expect(html).toContain('<p>b');
    expect(html).not.toContain('onerror');
    fireEvent.change(source, { target: { value: '' } });
    expect(props.onInput).toHaveBeenLastCalledWith(null);
  });

  it('a toolbar command stages at once', async () => {
    const props = inputProps(mod, { value: '<p>text</p>', options: { toolbar: ['bullist'] } });
    render(<Input {...props} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Bulleted list' }));
    expect(props.onInput).toHaveBeenCalledTimes(1);
    expect(props.onInput).toHaveBeenLastCalledWith('<ul><li><p>text</p></li></ul>');
  });

  it('does not stage anything on load, focus or blur when the editor rewrites the stored HTML', async () => {
    const props = inputProps(mod, { value: SEED });
    render(<Input {...props} />);
    const editor = await editorOf();
    expect(editor.getHTML()).not.toBe(SEED);
    act(() => {
      editor.commands.focus('end');
      editor.commands.setTextSelection(1);
    });
    await wait(300);
    act(() => {
      editor.commands.blur();
    });
    await wait(300);
    expect(props.onInput).not.toHaveBeenCalled();
  });

  it('stages the new HTML once after typing, and the stored value again when the edit is undone', async () => {
    const props = inputProps(mod, { value: SEED });
    render(<Input {...props} />);
    const editor = await editorOf();
    act(() => {
      editor.commands.focus('start');
      editor.view.dispatch(editor.state.tr.insertText('New '));
    });
    await wait(300);
    expect(props.onInput).toHaveBeenCalledTimes(1);
    expect(props.onInput).toHaveBeenLastCalledWith(
      '<p>New One <strong>bold</strong></p><h2>Two</h2><blockquote><p>Three</p></blockquote>',
    );
    act(() => {
      editor.commands.undo();
    });
    await wait(300);
    expect(props.onInput).toHaveBeenCalledTimes(2);
    expect(props.onInput).toHaveBeenLastCalledWith(SEED);
  });

  it('takes a value changed from outside without staging it back', async () => {
    const props = inputProps(mod, { value: '<p>first</p>' });
    const view = render(<Input {...props} />);
    const editor = await editorOf();
    view.rerender(<Input {...props} value={'<p>second</p>\n<p><i>changed</i></p>'} />);
    await waitFor(() => expect(editor.getHTML()).toContain('second'));
    act(() => {
      editor.commands.focus('end');
    });
    await wait(300);
    act(() => {
      editor.commands.blur();
    });
    expect(props.onInput).not.toHaveBeenCalled();
  });

  // The first test loads the prompt's chunk.
  describe('image and media from the file library', { timeout: 15_000 }, () => {
    let wrapper: ReturnType<typeof withQueryClient>['wrapper'];
    beforeEach(() => {
      ({ wrapper } = withQueryClient());
      useProjects.setState({ current: 'demo' });
      modal.last = null;
      mockFetch({ 'GET demo/': { body: { data: { api: {}, server: { max_upload_size: 1000 } } } } });
    });

    it('inserts an image of the library with its URL and title, picked among images only', async () => {
      modal.pick = libraryFile(4, 'Harbour at dawn', 'image/jpeg', 'jpg');
      const props = inputProps(mod, { value: '<p>Text</p>' });
      render(<Input {...props} />, { wrapper });
      fireEvent.click(await screen.findByRole('button', { name: 'Insert image' }));
      fireEvent.click(
        await screen.findByRole('button', { name: 'Choose from the File Library' }, { timeout: 8000 }),
      );
      expect(screen.getByRole('dialog', { name: 'Choose an Image' })).toBeTruthy();
      expect(modal.last).toMatchObject({
        collection: 'directus_files',
        mode: 'single',
        filter: { type: { contains: 'image/' } },
      });
      fireEvent.click(screen.getByRole('button', { name: 'pick' }));
      expect(props.onInput).toHaveBeenCalledTimes(1);
      const html = (props.onInput as unknown as { mock: { lastCall: [string] } }).mock.lastCall[0];
      expect(html).toContain(
        '<img src="http://localhost/uploads/demo/originals/f4.jpg" alt="Harbour at dawn">',
      );
      expect(html).toContain('<p>Text</p>');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.queryByRole('textbox', { name: 'Image address' })).toBeNull();
    });

    it('inserts a video, an audio player or a link for other files from the media button', async () => {
      const props = inputProps(mod, { value: null });
      render(<Input {...props} />, { wrapper });
      const cases: [ReturnType<typeof libraryFile>, string][] = [
        [
          libraryFile(5, 'Launch', 'video/mp4', 'mp4'),
          '<video controls="" src="http://localhost/uploads/demo/originals/f5.mp4" title="Launch"></video>',
        ],
        [
          libraryFile(6, 'Interview', 'audio/mpeg', 'mp3'),
          '<audio controls="" src="http://localhost/uploads/demo/originals/f6.mp3" title="Interview"></audio>',
        ],
        [
          libraryFile(7, 'Annual report', 'application/pdf', 'pdf'),
          'href="http://localhost/uploads/demo/originals/f7.pdf"',
        ],
      ];
      for (const [file, expected] of cases) {
        modal.pick = file;
        fireEvent.click(await screen.findByRole('button', { name: 'Insert media' }));
        fireEvent.click(await screen.findByRole('button', { name: 'Choose from the File Library' }));
        expect(screen.getByRole('dialog', { name: 'Choose a File' })).toBeTruthy();
        expect(modal.last!.filter).toBeUndefined();
        fireEvent.click(screen.getByRole('button', { name: 'pick' }));
        const html = (props.onInput as unknown as { mock: { lastCall: [string] } }).mock.lastCall[0];
        expect(html).toContain(expected);
      }
      expect(screen.getByRole('link', { name: 'Annual report' })).toBeTruthy();
    });

    it('uploads a new image into the library and inserts it', async () => {
      const spy = vi
        .spyOn(api, 'upload')
        .mockResolvedValue(libraryFile(9, 'Fresh', 'image/png', 'png') as never);
      const props = inputProps(mod, { value: '<p>x</p>' });
      const { container } = render(<Input {...props} />, { wrapper });
      fireEvent.click(await screen.findByRole('button', { name: 'Insert image' }));
      await screen.findByRole('textbox', { name: 'Image address' });
      const input = container.querySelector('.wysiwyg-media-prompt input[type=file]') as HTMLInputElement;
      fireEvent.change(input, { target: { files: [new File(['x'], 'fresh.png', { type: 'image/png' })] } });
      await waitFor(() =>
        expect(props.onInput).toHaveBeenLastCalledWith(
          expect.stringContaining('<img src="http://localhost/uploads/demo/originals/f9.png" alt="Fresh">'),
        ),
      );
      expect(spy).toHaveBeenCalledTimes(1);
      spy.mockRestore();
    });

    it('refuses to upload a file that is not an image from the image button', async () => {
      const spy = vi.spyOn(api, 'upload');
      const props = inputProps(mod, { value: '<p>x</p>' });
      const { container } = render(<Input {...props} />, { wrapper });
      fireEvent.click(await screen.findByRole('button', { name: 'Insert image' }));
      await screen.findByRole('textbox', { name: 'Image address' });
      const input = container.querySelector('.wysiwyg-media-prompt input[type=file]') as HTMLInputElement;
      fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
      await wait(20);
      expect(spy).not.toHaveBeenCalled();
      expect(props.onInput).not.toHaveBeenCalled();
      spy.mockRestore();
    });

    it('still inserts by address: an image, or a player chosen by the extension', async () => {
      const props = inputProps(mod, { value: null });
      render(<Input {...props} />, { wrapper });
      fireEvent.click(await screen.findByRole('button', { name: 'Insert image' }));
      fireEvent.change(await screen.findByRole('textbox', { name: 'Image address' }), {
        target: { value: 'https://example.com/cat' },
      });
      fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
      expect(props.onInput).toHaveBeenLastCalledWith('<img src="https://example.com/cat">');
      fireEvent.click(screen.getByRole('button', { name: 'Insert media' }));
      fireEvent.change(await screen.findByRole('textbox', { name: 'Media address' }), {
        target: { value: 'https://example.com/clip.webm' },
      });
      fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
      expect(props.onInput).toHaveBeenLastCalledWith(
        expect.stringContaining('<video controls="" src="https://example.com/clip.webm"></video>'),
      );
      expect(mediaKind(null, 'https://x.org/a.mp3?v=1')).toBe('audio');
      expect(mediaKind(null, 'https://x.org/page')).toBe('link');
      expect(mediaKind('image/svg+xml')).toBe('image');
    });
  });

  it("is a text box named by its field's label", async () => {
    render(
      <>
        <label id="body-input-label" htmlFor="body-input">
          Body
        </label>
        <Input {...inputProps(mod, { value: '<p>x</p>', inputId: 'body-input' })} />
      </>,
    );
    const box = await screen.findByRole('textbox', { name: 'Body' });
    expect(box.getAttribute('aria-multiline')).toBe('true');
  });

  it('honours readonly', async () => {
    render(<Input {...inputProps(mod, { readonly: true, value: '<p>x</p>' })} />);
    await screen.findByRole('toolbar');
    await waitFor(() =>
      expect(document.querySelector('.wysiwyg-content')?.getAttribute('contenteditable')).toBe('false'),
    );
    for (const b of screen.getAllByRole('button')) expect(b).toHaveProperty('disabled', true);
  });

  it('Display strips tags', () => {
    render(<Display {...displayProps(mod, { value: '<h1>Title</h1><p>Body &amp; more</p>' })} />);
    expect(screen.getByText('Title Body & more')).toBeTruthy();
  });
});

describe('wysiwyg while the editor loads', () => {
  it("takes the editor's shape: a slot per toolbar button and the stored text, sanitised", () => {
    const { container } = render(
      <WysiwygPlaceholder
        value={'<h2>Heading</h2><p>Body <img src="x" onerror="alert(1)"></p><script>alert(2)</script>'}
        toolbar={['bold', 'italic', 'link', 'tablecontrols']}
      />,
    );
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    // Only the items the editor draws a button for get a slot.
    expect(container.querySelectorAll('.wysiwyg-toolbar .wysiwyg-button')).toHaveLength(3);
    const content = container.querySelector('.wysiwyg-content')!;
    expect(content.querySelector('h2')?.textContent).toBe('Heading');
    expect(content.innerHTML).not.toContain('onerror');
    expect(content.innerHTML).not.toContain('<script');
  });

  it('has no toolbar when the option lists none, and stays empty for null', () => {
    const { container } = render(<WysiwygPlaceholder value={null} toolbar={[]} readonly />);
    expect(container.querySelector('.wysiwyg-toolbar')).toBeNull();
    expect(container.querySelector('.wysiwyg-input.readonly .wysiwyg-content')?.innerHTML).toBe('');
  });
});
