/**
 * The playground's editors, CodeMirror 6 in a chunk of their own (loaded with the module): the
 * query with GraphQL highlighting, completion and checking against the caller's schema
 * (cm6-graphql), the variables and the answer as JSON. Ctrl/Cmd+Enter runs the query.
 */
import { useEffect, useRef } from 'react';
import { drawSelection, EditorView, highlightActiveLine, keymap, lineNumbers } from '@codemirror/view';
import { EditorState, type Extension } from '@codemirror/state';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { bracketMatching, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { autocompletion, closeBrackets } from '@codemirror/autocomplete';
import { json } from '@codemirror/lang-json';
import { lintGutter } from '@codemirror/lint';
import { graphql, updateSchema } from 'cm6-graphql';
import { buildSchema, type GraphQLSchema } from 'graphql';
import { highlightStyle } from '../../interfaces/code/highlight';

export interface PlaygroundEditorProps {
  mode: 'graphql' | 'json';
  doc: string;
  label: string;
  readOnly?: boolean;
  /** The schema as SDL, for completion and checking (GraphQL mode). */
  sdl?: string;
  onChange?(text: string): void;
  onRun?(): void;
}

const theme = EditorView.theme({
  '&': {
    color: 'var(--input-text-color)',
    backgroundColor: 'var(--input-background-color)',
    fontSize: '14px',
    height: '100%',
  },
  '.cm-content': { fontFamily: 'var(--family-monospace)', caretColor: 'var(--input-text-color)' },
  '.cm-scroller': { fontFamily: 'var(--family-monospace)' },
  '.cm-gutters': {
    backgroundColor: 'var(--input-background-color-alt)',
    color: 'var(--note-text-color)',
    borderInlineEnd: '1px solid var(--input-border-color)',
  },
  '.cm-activeLine': { backgroundColor: 'var(--highlight)' },
  '&.cm-focused': { outline: 'none' },
  '&.cm-focused .cm-selectionBackground, .cm-selectionBackground, ::selection': {
    backgroundColor: 'var(--input-background-color-active) !important',
  },
  '.cm-tooltip': {
    backgroundColor: 'var(--tooltip-background-color)',
    color: 'var(--tooltip-text-color)',
    border: 'none',
  },
  '.cm-tooltip-autocomplete > ul > li[aria-selected]': {
    backgroundColor: 'var(--action-background-color)',
    color: 'var(--action-text-color, inherit)',
  },
});

function schemaOf(sdl: string | undefined): GraphQLSchema | undefined {
  if (!sdl) return undefined;
  try {
    return buildSchema(sdl);
  } catch {
    return undefined;
  }
}

export default function PlaygroundEditor(props: PlaygroundEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const latest = useRef(props);
  latest.current = props;

  useEffect(() => {
    const { mode, readOnly, label } = latest.current;
    const run = () => {
      latest.current.onRun?.();
      return true;
    };
    const extensions: Extension[] = [
      lineNumbers(),
      history(),
      drawSelection(),
      indentOnInput(),
      bracketMatching(),
      closeBrackets(),
      highlightActiveLine(),
      // A long query or answer line wraps instead of hiding its start behind a horizontal scroll.
      EditorView.lineWrapping,
      syntaxHighlighting(highlightStyle),
      keymap.of([{ key: 'Mod-Enter', run }, indentWithTab, ...defaultKeymap, ...historyKeymap]),
      theme,
      EditorView.contentAttributes.of({ 'aria-label': label }),
      EditorView.updateListener.of((u) => {
        if (u.docChanged) latest.current.onChange?.(u.state.doc.toString());
      }),
      mode === 'graphql' ? [graphql(schemaOf(latest.current.sdl)), autocompletion(), lintGutter()] : json(),
    ];
    if (readOnly) extensions.push(EditorState.readOnly.of(true), EditorView.editable.of(false));
    const v = new EditorView({
      parent: host.current!,
      state: EditorState.create({ doc: latest.current.doc, extensions }),
    });
    view.current = v;
    return () => {
      v.destroy();
      view.current = null;
    };
  }, []);

  // The document follows from outside (the answer; an endpoint switch).
  useEffect(() => {
    const v = view.current;
    if (v && v.state.doc.toString() !== props.doc) {
      v.dispatch({ changes: { from: 0, to: v.state.doc.length, insert: props.doc } });
    }
  }, [props.doc]);

  useEffect(() => {
    if (view.current && props.mode === 'graphql') updateSchema(view.current, schemaOf(props.sdl));
  }, [props.sdl, props.mode]);

  return <div className="playground-editor" ref={host} />;
}
