import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon';
import { EditorFallback } from '../code/EditorFallback';
import { codeText } from '../code/languages';
import type { InputProps } from '../types';
import '../code/code.css';

const Editor = lazy(() => import('../code/Editor'));

/** A JSON editor (indent 2, lint gutter): stages the parsed value, `null` when empty; invalid JSON is not staged. */
export default function JsonInput(props: InputProps<unknown, { template?: unknown }>) {
  const { value, options, readonly, inputId, onInput } = props;
  const { t } = useTranslation();
  const [text, setText] = useState(() => codeText(value, 2));
  const emitted = useRef<unknown>(value);

  useEffect(() => {
    if (value !== emitted.current) {
      emitted.current = value;
      setText(codeText(value, 2));
    }
  }, [value]);

  function change(next: string) {
    setText(next);
    if (next.trim() === '') {
      emitted.current = null;
      onInput(null);
      return;
    }
    try {
      const parsed: unknown = JSON.parse(next);
      emitted.current = parsed;
      onInput(parsed);
    } catch {
      // Invalid JSON is not staged; the lint gutter shows where it breaks.
    }
  }

  const template = options.template;
  const hasTemplate = template !== null && template !== undefined && template !== '';
  return (
    <div className="code-input">
      <Suspense fallback={<EditorFallback text={text} />}>
        <Editor
          doc={text}
          language="application/json"
          lineNumbers
          readonly={readonly}
          lint
          indent={2}
          inputId={inputId}
          onChange={change}
        />
      </Suspense>
      {hasTemplate && !readonly ? (
        <div className="code-footer">
          <span />
          <button
            type="button"
            className="code-template"
            onClick={() => {
              let source = template;
              if (typeof source === 'string') {
                try {
                  source = JSON.parse(source);
                } catch {
                  // A template that is not JSON is inserted as text.
                }
              }
              change(codeText(source, 2));
            }}
          >
            <Icon name="playlist_add" size={18} />
            {t('interfaces.json.fill_template')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
