import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import '../code/jsdom-ranges.test-support';
import mod from './index';
import { displayProps, inputProps } from '../testing/test-props';
import { toolbarButtons } from './toolbar';

const { Input, Display } = mod;

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
