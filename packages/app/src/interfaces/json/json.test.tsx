import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import '../code/jsdom-ranges.test-support';
import mod from './index';
import { displayProps, inputProps } from '../testing/test-props';

const { Input, Display } = mod;

async function edit(text: string) {
  const content = await waitFor(() => {
    const el = document.querySelector('.cm-content');
    if (!el) throw new Error('editor not loaded');
    return el as HTMLElement;
  });
  const { EditorView } = await import('@codemirror/view');
  const view = EditorView.findFromDOM(content)!;
  view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
}

describe('json', () => {
  it('renders the value pretty-printed with 2 spaces and a lint gutter', async () => {
    render(<Input {...inputProps(mod, { value: { a: 1 } })} />);
    await waitFor(() => expect(document.querySelector('.cm-content')?.textContent).toBe('{  "a": 1}'));
    expect(document.querySelector('.cm-gutter-lint')).toBeTruthy();
  });

  it('emits the parsed value, nothing for invalid JSON, null when emptied', async () => {
    const props = inputProps(mod);
    render(<Input {...props} />);
    await edit('[1, "two"]');
    expect(props.onInput).toHaveBeenLastCalledWith([1, 'two']);
    await edit('[1, ');
    expect(props.onInput).toHaveBeenCalledTimes(1);
    await edit('   ');
    expect(props.onInput).toHaveBeenLastCalledWith(null);
  });

  it('the template button replaces the value', () => {
    const props = inputProps(mod, { value: { old: true }, options: { template: { fresh: 1 } } });
    render(<Input {...props} />);
    fireEvent.click(screen.getByRole('button', { name: /Fill with Template/ }));
    expect(props.onInput).toHaveBeenLastCalledWith({ fresh: 1 });
  });

  it('honours readonly', async () => {
    render(<Input {...inputProps(mod, { readonly: true, value: 1, options: { template: { a: 1 } } })} />);
    await waitFor(() =>
      expect(document.querySelector('.cm-content')?.getAttribute('contenteditable')).toBe('false'),
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('Display has the pretty JSON as its tooltip', () => {
    render(<Display {...displayProps(mod, { value: { a: 1 } })} />);
    expect(screen.getByRole('img').getAttribute('title')).toBe('{\n  "a": 1\n}');
  });
});
