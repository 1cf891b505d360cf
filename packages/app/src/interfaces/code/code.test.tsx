import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import './jsdom-ranges.test-support';
import mod from './index';
import { displayProps, inputProps } from '../testing/test-props';

const { Input, Display } = mod;

/** Replace the whole CodeMirror document as a user edit would. */
async function edit(text: string) {
  const content = await waitFor(() => {
    const el = document.querySelector('.cm-content');
    if (!el) throw new Error('editor not loaded');
    return el as HTMLElement;
  });
  // The EditorView is reachable from its DOM (CodeMirror's documented `findFromDOM`).
  const { EditorView } = await import('@codemirror/view');
  const view = EditorView.findFromDOM(content)!;
  view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
  return view;
}

describe('code', () => {
  it('renders plain text with line numbers and the line count footer', async () => {
    render(<Input {...inputProps(mod, { value: 'a\nb\nc' })} />);
    expect(screen.getByText('3 lines of Plain Text')).toBeTruthy();
    await waitFor(() => expect(document.querySelector('.cm-lineNumbers')).toBeTruthy());
  });

  it('emits a string for text languages and null when emptied', async () => {
    const props = inputProps(mod);
    render(<Input {...props} />);
    await edit('hello');
    expect(props.onInput).toHaveBeenLastCalledWith('hello');
    await edit('');
    expect(props.onInput).toHaveBeenLastCalledWith(null);
  });

  it('with JSON emits the parsed value and does not stage invalid JSON', async () => {
    const props = inputProps(mod, { type: 'json', options: { language: 'application/json' } });
    render(<Input {...props} />);
    await edit('{"a": [1, 2]}');
    expect(props.onInput).toHaveBeenLastCalledWith({ a: [1, 2] });
    const calls = (props.onInput as unknown as { mock: { calls: unknown[] } }).mock.calls.length;
    await edit('{"a": ');
    expect((props.onInput as unknown as { mock: { calls: unknown[] } }).mock.calls.length).toBe(calls);
  });

  it('shows objects pretty-printed with 4 spaces', async () => {
    render(<Input {...inputProps(mod, { type: 'json', value: { a: 1 } })} />);
    await waitFor(() => expect(document.querySelector('.cm-content')?.textContent).toBe('{    "a": 1}'));
    expect(screen.getByText('3 lines of JSON')).toBeTruthy();
  });

  it('fills with the template', async () => {
    const props = inputProps(mod, { options: { template: 'Dear {{ name }}' } });
    render(<Input {...props} />);
    fireEvent.click(screen.getByRole('button', { name: /Fill with Template/ }));
    expect(props.onInput).toHaveBeenLastCalledWith('Dear {{ name }}');
  });

  it('honours readonly: not editable and no template button', async () => {
    render(<Input {...inputProps(mod, { readonly: true, value: 'x', options: { template: 't' } })} />);
    await waitFor(() =>
      expect(document.querySelector('.cm-content')?.getAttribute('contenteditable')).toBe('false'),
    );
    expect(screen.queryByRole('button', { name: /Fill with Template/ })).toBeNull();
  });

  it('Display shows the code icon with the line count', () => {
    render(<Display {...displayProps(mod, { value: 'a\nb', options: { language: 'text/javascript' } })} />);
    expect(screen.getByRole('img', { name: '2 lines of JavaScript' })).toBeTruthy();
  });
});
