/**
 * CodeMirror 6, loaded lazily by the code and json interfaces (its own chunk). The document
 * follows `doc` when it changes from outside (template, clear); edits go to `onChange`.
 */
import { useEffect, useRef, useState } from 'react';
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers as lineNumberGutter,
} from '@codemirror/view';
import { Compartment, EditorState, type Extension } from '@codemirror/state';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { bracketMatching, indentOnInput, indentUnit, syntaxHighlighting } from '@codemirror/language';
import { json, jsonParseLinter } from '@codemirror/lang-json';
import { linter, lintGutter } from '@codemirror/lint';
import { highlightStyle } from './highlight';
import type { CodeLanguage } from './languages';

export interface EditorProps {
  doc: string;
  language: CodeLanguage;
  lineNumbers: boolean;
  readonly: boolean;
  lint: boolean;
  indent: number;
  inputId: string;
  label?: string;
  onChange(text: string): void;
}

/** Language support; JSON is bundled with the editor, the others load on demand. */
function loadLanguage(language: CodeLanguage): Promise<Extension[]> {
  switch (language) {
    case 'application/json':
      return Promise.resolve([json()]);
    case 'text/javascript':
      return import('@codemirror/lang-javascript').then((m) => [m.javascript()]);
    case 'text/x-vue':
      return import('@codemirror/lang-html').then((m) => [m.html()]);
    case 'application/x-httpd-php':
      return import('@codemirror/lang-php').then((m) => [m.php()]);
    default:
      return Promise.resolve([]);
  }
}

const theme = EditorView.theme({
  '&': {
    color: 'var(--input-text-color)',
    backgroundColor: 'var(--input-background-color)',
    fontSize: '14px',
  },
  '.cm-content': { fontFamily: 'var(--family-monospace)', caretColor: 'var(--input-text-color)' },
  '.cm-scroller': { fontFamily: 'var(--family-monospace)', minHeight: '120px', maxHeight: '600px' },
  '.cm-gutters': {
    backgroundColor: 'var(--input-background-color-alt)',
    color: 'var(--note-text-color)',
    borderRight: '1px solid var(--input-border-color)',
  },
  '.cm-activeLine': { backgroundColor: 'var(--highlight)' },
  '.cm-activeLineGutter': {
    backgroundColor: 'var(--input-background-color-alt)',
    color: 'var(--input-text-color)',
  },
  '&.cm-focused': { outline: 'none' },
  '&.cm-focused .cm-selectionBackground, .cm-selectionBackground, ::selection': {
    backgroundColor: 'var(--input-background-color-active) !important',
    color: 'var(--input-text-color-active)',
  },
  '.cm-tooltip': {
    backgroundColor: 'var(--tooltip-background-color)',
    color: 'var(--tooltip-text-color)',
    border: 'none',
  },
});

export default function Editor(props: EditorProps) {
  const { doc, language, lineNumbers, readonly, lint, indent, inputId, label } = props;
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const change = useRef(props.onChange);
  const [languageSlot] = useState(() => new Compartment());
  change.current = props.onChange;

  useEffect(() => {
    const extensions: Extension[] = [
      history(),
      drawSelection(),
      indentOnInput(),
      bracketMatching(),
      syntaxHighlighting(highlightStyle),
      // Tab indents (Escape then Tab leaves the editor, CodeMirror's documented escape hatch).
      keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
      theme,
      indentUnit.of(' '.repeat(indent)),
      EditorState.tabSize.of(indent),
      languageSlot.of([]),
      EditorState.readOnly.of(readonly),
      EditorView.editable.of(!readonly),
      EditorView.contentAttributes.of({
        id: inputId,
        ...(label ? { 'aria-label': label } : {}),
        ...(readonly ? { 'aria-readonly': 'true' } : {}),
      }),
      EditorView.updateListener.of((update) => {
        if (update.docChanged) change.current(update.state.doc.toString());
      }),
    ];
    if (!readonly) extensions.push(highlightActiveLine());
    if (lineNumbers) extensions.push(lineNumberGutter(), ...(readonly ? [] : [highlightActiveLineGutter()]));
    if (lint && language === 'application/json') {
      const parseLinter = jsonParseLinter();
      // An empty document is a valid empty value (stored as null), not a parse error.
      extensions.push(
        lintGutter(),
        linter((v) => (v.state.doc.toString().trim() === '' ? [] : parseLinter(v))),
      );
    }
    const created = new EditorView({
      parent: host.current!,
      doc: view.current?.state.doc.toString() ?? doc,
      extensions,
    });
    view.current = created;
    let alive = true;
    void loadLanguage(language).then((support) => {
      if (alive) created.dispatch({ effects: languageSlot.reconfigure(support) });
    });
    return () => {
      alive = false;
      created.destroy();
    };
    // `doc` is synced by the effect below; the editor is only rebuilt when its setup changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [language, lineNumbers, readonly, lint, indent, inputId, label, languageSlot]);

  useEffect(() => {
    const current = view.current;
    if (!current) return;
    const text = current.state.doc.toString();
    if (text !== doc) current.dispatch({ changes: { from: 0, to: text.length, insert: doc } });
  }, [doc]);

  return <div ref={host} className={`code-editor${readonly ? ' readonly' : ''}`} />;
}
