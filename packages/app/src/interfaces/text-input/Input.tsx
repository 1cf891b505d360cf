import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon';
import type { InputProps } from '../types';
import './text-input.css';

interface Options {
  placeholder?: string | null;
  trim?: boolean | null;
  showCharacterCount?: boolean | null;
  iconLeft?: string | null;
  iconRight?: string | null;
  monospace?: boolean | null;
}

/**
 * One-line text. Trimming (app-catalogue §8.3, keep): the staged value is trimmed only when the
 * edit made the text longer (or there was no value yet), and the visible text is never rewritten,
 * so a space typed between two words survives.
 */
export default function TextInput(props: InputProps<string, Options>) {
  const { value, options, readonly, length, inputId, onInput } = props;
  const { t } = useTranslation();
  const [text, setText] = useState(value === null || value === undefined ? '' : String(value));
  const emitted = useRef<string | null | undefined>(value);

  useEffect(() => {
    if (value !== emitted.current) {
      emitted.current = value;
      setText(value === null || value === undefined ? '' : String(value));
    }
  }, [value]);

  const max = length === null || length === undefined || length === '' ? null : Number(length);

  function change(event: ChangeEvent<HTMLInputElement>) {
    const next = event.target.value;
    const grew = next.length > text.length || value === null || value === undefined;
    const staged = options.trim && grew ? next.trim() : next;
    setText(next);
    emitted.current = staged;
    onInput(staged);
  }

  const left = max !== null && Number.isFinite(max) ? max - text.length : null;
  const counting = !!options.showCharacterCount && left !== null && !readonly;

  return (
    <div className="text-input">
      {options.iconLeft ? <Icon name={options.iconLeft} className="text-input-icon left" /> : null}
      <input
        id={inputId}
        className={`input${options.monospace ? ' mono' : ''}${options.iconLeft ? ' has-left' : ''}${
          counting ? ' has-count' : options.iconRight ? ' has-right' : ''
        }`}
        type="text"
        value={text}
        placeholder={options.placeholder ?? undefined}
        maxLength={left !== null ? (max ?? undefined) : undefined}
        readOnly={readonly}
        aria-readonly={readonly || undefined}
        onChange={change}
      />
      {counting ? (
        <span className="text-input-count" aria-live="polite">
          {t('interfaces.text-input.characters_left', { count: left })}
        </span>
      ) : options.iconRight ? (
        <Icon name={options.iconRight} className="text-input-icon right" />
      ) : null}
    </div>
  );
}
