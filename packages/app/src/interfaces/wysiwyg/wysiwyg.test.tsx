import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Editor as TiptapEditor } from '@tiptap/react';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import '../code/jsdom-ranges.test-support';
import mod from './index';
import { displayProps, inputProps } from '../testing/test-props';
import { toolbarButtons } from './toolbar';

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
    const toolbar = await screen.findByRole('toolbar');
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
    expect(screen.getByText('there').tagName).toBe('STRONG');
    expect(toolbarButtons(null)).not.toContain('media');
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
