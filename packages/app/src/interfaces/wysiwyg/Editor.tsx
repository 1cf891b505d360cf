/**
 * The TipTap editor of the wysiwyg interface: toolbar from the `toolbar` option, sanitised HTML
 * staged 200 ms after typing stops and at once on toolbar commands and blur; an empty document
 * stages `null`. The `code` item toggles an HTML source view; `image` and `media` insert an address,
 * a file of the library or a new upload (MediaPrompt).
 *
 * Only the user's edits are staged. TipTap rewrites the HTML it is given (whitespace between
 * blocks, `<b>` → `<strong>`, a paragraph appended after a last heading or list), so the editor
 * remembers what it made of the value it last took from the form: while the document still
 * serialises to that, the stored value is what it stands for, and nothing is staged. A value
 * changed from outside replaces the document and is never staged back.
 */
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorContent, useEditor, type Editor as TiptapEditor, type JSONContent } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import DOMPurify from 'dompurify';
import { Icon } from '../../components/Icon';
import type { InputProps } from '../types';
import { WysiwygPlaceholder } from './Placeholder';
import { itemKey, SUPPORTED, toolbarButtons, type ToolbarItem } from './toolbar';
import { Audio, Video } from './media';

// The library picker and uploads load when the image or media button is first used.
const MediaPrompt = lazy(() => import('./MediaPrompt').then((m) => ({ default: m.MediaPrompt })));

const DEBOUNCE = 200;

function cleanHtml(editor: TiptapEditor): string | null {
  if (editor.isEmpty) return null;
  // The editor keeps an empty paragraph after a list or quote to type into; it isn't content.
  return DOMPurify.sanitize(editor.getHTML()).replace(/(<p><\/p>)+$/, '');
}

type Level = 1 | 2 | 3 | 4 | 5 | 6;

function run(editor: TiptapEditor, item: ToolbarItem) {
  const chain = editor.chain().focus();
  switch (item) {
    case 'bold':
      return chain.toggleBold().run();
    case 'italic':
      return chain.toggleItalic().run();
    case 'underline':
      return chain.toggleUnderline().run();
    case 'strikethrough':
      return chain.toggleStrike().run();
    case 'removeformat':
      return chain.unsetAllMarks().clearNodes().run();
    case 'remove':
      return chain.deleteSelection().run();
    case 'unlink':
      return chain.extendMarkRange('link').unsetLink().run();
    case 'bullist':
      return chain.toggleBulletList().run();
    case 'numlist':
      return chain.toggleOrderedList().run();
    case 'indent':
      return chain.sinkListItem('listItem').run();
    case 'outdent':
      return chain.liftListItem('listItem').run();
    case 'blockquote':
      return chain.toggleBlockquote().run();
    case 'hr':
      return chain.setHorizontalRule().run();
    case 'undo':
      return chain.undo().run();
    case 'redo':
      return chain.redo().run();
    case 'selectall':
      return chain.selectAll().run();
    default:
      if (/^h[1-6]$/.test(item)) return chain.toggleHeading({ level: Number(item[1]) as Level }).run();
      return false;
  }
}

function isActive(editor: TiptapEditor, item: ToolbarItem): boolean {
  if (item === 'strikethrough') return editor.isActive('strike');
  if (item === 'bullist') return editor.isActive('bulletList');
  if (item === 'numlist') return editor.isActive('orderedList');
  if (item === 'link') return editor.isActive('link');
  if (/^h[1-6]$/.test(item)) return editor.isActive('heading', { level: Number(item[1]) });
  if (['bold', 'italic', 'underline', 'blockquote'].includes(item)) return editor.isActive(item);
  return false;
}

const TOGGLES = new Set<ToolbarItem>([
  'bold',
  'italic',
  'underline',
  'strikethrough',
  'bullist',
  'numlist',
  'blockquote',
  'link',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
]);

export default function Editor(props: InputProps<string, { toolbar?: unknown }>) {
  const { value, options, readonly, inputId, onInput } = props;
  const { t } = useTranslation();
  // The last value staged or taken from the form.
  const emitted = useRef<string | null | undefined>(value);
  // The value the editor last took from the form, and the HTML it made of it.
  const baseline = useRef<{ value: string | null; html: string | null } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const emit = useRef(onInput);
  emit.current = onInput;
  const [source, setSource] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  const [prompt, setPrompt] = useState<'link' | 'image' | 'media' | null>(null);
  const [url, setUrl] = useState('');
  const [, redraw] = useState(0);

  const flush = (editor: TiptapEditor) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const html = cleanHtml(editor);
    const next = baseline.current && html === baseline.current.html ? baseline.current.value : html;
    if (next === (emitted.current ?? null)) return;
    emitted.current = next;
    emit.current(next);
  };

  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false } }), Image, Video, Audio],
    content: value ?? '',
    editable: !readonly,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        id: inputId,
        class: 'wysiwyg-content',
        role: 'textbox',
        'aria-multiline': 'true',
        // The field's label (a <label for> names only native controls).
        'aria-labelledby': `${inputId}-label`,
        ...(readonly ? { 'aria-readonly': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: e }) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => flush(e), DEBOUNCE);
    },
    onSelectionUpdate: () => redraw((n) => n + 1),
    onBlur: ({ editor: e }) => {
      if (timer.current) flush(e);
    },
  });

  useEffect(() => {
    editor?.setEditable(!readonly);
  }, [editor, readonly]);

  // The document as parsed from the initial value, before any transaction.
  if (editor && !baseline.current) baseline.current = { value: value ?? null, html: cleanHtml(editor) };

  useEffect(() => {
    if (!editor || value === emitted.current) return;
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    emitted.current = value;
    editor.commands.setContent(value ?? '', { emitUpdate: false });
    baseline.current = { value: value ?? null, html: cleanHtml(editor) };
  }, [editor, value]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  if (!editor) return <WysiwygPlaceholder value={value} toolbar={options.toolbar} readonly={readonly} />;

  function command(item: ToolbarItem) {
    if (item === 'code') return setSource((s) => !s);
    if (item === 'fullscreen') return setFullscreen((f) => !f);
    if (item === 'image' || item === 'media') return setPrompt((p) => (p === item ? null : item));
    if (item === 'link') {
      setUrl(String(editor!.getAttributes('link').href ?? ''));
      setPrompt(item);
      return;
    }
    run(editor!, item);
    flush(editor!);
  }

  function submitLink(event: FormEvent) {
    event.preventDefault();
    const href = url.trim();
    const chain = editor!.chain().focus();
    if (!href) chain.extendMarkRange('link').unsetLink().run();
    else if (editor!.state.selection.empty && !editor!.isActive('link'))
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    else chain.extendMarkRange('link').setLink({ href }).run();
    setPrompt(null);
    flush(editor!);
  }

  function insert(content: JSONContent) {
    editor!.chain().focus().insertContent(content).run();
    setPrompt(null);
    flush(editor!);
  }

  const buttons = toolbarButtons(options.toolbar);
  const html = editor.getHTML();
  return (
    <div className={`wysiwyg-input${fullscreen ? ' fullscreen' : ''}${readonly ? ' readonly' : ''}`}>
      {buttons.length > 0 ? (
        <div
          className="wysiwyg-toolbar"
          role="toolbar"
          aria-label={t('interfaces.wysiwyg.toolbar')}
          aria-controls={inputId}
        >
          {buttons.map((item) => {
            const pressed =
              item === 'code'
                ? source
                : item === 'fullscreen'
                  ? fullscreen
                  : TOGGLES.has(item)
                    ? isActive(editor, item)
                    : undefined;
            return (
              <button
                key={item}
                type="button"
                className="wysiwyg-button"
                title={t(`interfaces.wysiwyg.${itemKey(item)}`)}
                aria-label={t(`interfaces.wysiwyg.${itemKey(item)}`)}
                aria-pressed={pressed}
                disabled={readonly || (source && item !== 'code' && item !== 'fullscreen')}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => command(item)}
              >
                <Icon name={SUPPORTED[item]!} size={20} />
              </button>
            );
          })}
        </div>
      ) : null}
      {prompt === 'image' || prompt === 'media' ? (
        <Suspense fallback={<div className="wysiwyg-prompt" aria-busy="true" />}>
          <MediaPrompt kind={prompt} onInsert={insert} onCancel={() => setPrompt(null)} />
        </Suspense>
      ) : null}
      {prompt === 'link' ? (
        <form className="wysiwyg-prompt" onSubmit={submitLink}>
          <input
            className="input"
            type="url"
            value={url}
            aria-label={t('interfaces.wysiwyg.link_url')}
            placeholder="https://"
            // The prompt opens on request; its field takes the focus.
            autoFocus
            onChange={(e) => setUrl(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Escape') setPrompt(null);
            }}
          />
          <button type="submit" className="button button-primary">
            {t('interfaces.wysiwyg.apply')}
          </button>
          <button type="button" className="button button-secondary" onClick={() => setPrompt(null)}>
            {t('cancel')}
          </button>
        </form>
      ) : null}
      {source ? (
        <textarea
          className="input wysiwyg-source"
          aria-label={t('interfaces.wysiwyg.tb_code')}
          value={html}
          readOnly={readonly}
          onChange={(e) => {
            editor.commands.setContent(e.target.value, { emitUpdate: false });
            flush(editor);
          }}
        />
      ) : null}
      <EditorContent editor={editor} className="wysiwyg-editor" hidden={source} />
    </div>
  );
}
