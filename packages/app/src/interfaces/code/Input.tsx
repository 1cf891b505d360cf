import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon';
import type { InputProps } from '../types';
import { EditorFallback } from './EditorFallback';
import { CODE_LANGUAGES, codeLanguage, codeText, lineCount } from './languages';
import './code.css';

const Editor = lazy(() => import('./Editor'));

interface Options {
  language?: string | null;
  template?: string | null;
  lineNumber?: boolean | null;
}

/**
 * A CodeMirror editor (indent 4). With the JSON language (or a `json` field) the parsed value
 * is staged and invalid JSON is not staged at all; otherwise the text. Empty stages `null`.
 */
export default function CodeInput(props: InputProps<unknown, Options>) {
  const { value, options, readonly, inputId, onInput, type } = props;
  const { t } = useTranslation();
  const language = codeLanguage(options.language, String(type));
  const isJson = language === 'application/json';
  const [text, setText] = useState(() => codeText(value, 4));
  const emitted = useRef<unknown>(value);

  useEffect(() => {
    if (value !== emitted.current) {
      emitted.current = value;
      setText(codeText(value, 4));
    }
  }, [value]);

  function change(next: string) {
    setText(next);
    if (next.trim() === '') {
      emitted.current = null;
      onInput(null);
      return;
    }
    if (!isJson) {
      emitted.current = next;
      onInput(next);
      return;
    }
    try {
      const parsed: unknown = JSON.parse(next);
      emitted.current = parsed;
      onInput(parsed);
    } catch {
      // Invalid JSON is not staged (keep).
    }
  }

  const template = options.template;
  const langName = t(`interfaces.code.${CODE_LANGUAGES[language]}`);
  return (
    <div className="code-input">
      <Suspense fallback={<EditorFallback text={text} />}>
        <Editor
          doc={text}
          language={language}
          lineNumbers={options.lineNumber !== false && options.lineNumber !== null}
          readonly={readonly}
          lint={false}
          indent={4}
          inputId={inputId}
          onChange={change}
        />
      </Suspense>
      <div className="code-footer">
        <span className="code-loc">
          {t('interfaces.code.loc', { count: lineCount(text), lang: langName })}
        </span>
        {template && !readonly ? (
          <button type="button" className="code-template" onClick={() => change(codeText(template, 4))}>
            <Icon name="playlist_add" size={18} />
            {t('interfaces.code.fill_template')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
