import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon';
import { readNumber, showNumber } from './locale-number';
import type { InputProps } from '../types';
import { numericStep } from './step';
import './numeric.css';

interface Options {
  placeholder?: string | null;
  iconLeft?: string | null;
  iconRight?: string | null;
  monospace?: boolean | null;
}

type NumberValue = number | string;

/**
 * A number box in the UI language's way of writing numbers ("3,5" in German, "3.5" in English;
 * either separator is understood); stages a Number (integer or decimal), `null` when emptied.
 * Arrow up and down step by the field's step.
 */
export default function NumericInput(props: InputProps<NumberValue, Options>) {
  const { value, options, readonly, inputId, onInput, type, length } = props;
  const { i18n } = useTranslation();
  const locale = i18n.language;
  const shownFor = (v: NumberValue | null | undefined) =>
    v === null || v === undefined || v === '' ? '' : showNumber(v, locale);
  const [text, setText] = useState(() => shownFor(value));
  const emitted = useRef<NumberValue | null | undefined>(value);
  const step = numericStep(String(type), length);

  useEffect(() => {
    if (value !== emitted.current) {
      emitted.current = value;
      setText(shownFor(value));
    }
    // The language changing rewrites the box; typing does not (the value it stages is emitted).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value, locale]);

  function stage(next: number) {
    const staged = type === 'integer' ? Math.trunc(next) : next;
    emitted.current = staged;
    onInput(staged);
    return staged;
  }

  function change(next: string) {
    setText(next);
    if (next.trim() === '') {
      emitted.current = null;
      onInput(null);
      return;
    }
    const plain = readNumber(next, locale);
    if (plain === null || !Number.isFinite(Number(plain))) return;
    stage(Number(plain));
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (readonly || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
    e.preventDefault();
    const by = step === 'any' ? 1 : Number(step);
    const decimals = step.includes('.') ? step.split('.')[1]!.length : 0;
    const current = Number(readNumber(text, locale) ?? 0);
    const next = Number((current + (e.key === 'ArrowUp' ? by : -by)).toFixed(decimals));
    setText(showNumber(stage(next), locale));
  }

  return (
    <div className="numeric-input">
      {options.iconLeft ? <Icon name={options.iconLeft} className="numeric-input-icon left" /> : null}
      <input
        id={inputId}
        className={`input${options.monospace ? ' mono' : ''}${options.iconLeft ? ' has-left' : ''}${
          options.iconRight ? ' has-right' : ''
        }`}
        type="text"
        role="spinbutton"
        inputMode={type === 'integer' ? 'numeric' : 'decimal'}
        data-step={step}
        aria-valuenow={
          emitted.current === null || emitted.current === undefined ? undefined : Number(emitted.current)
        }
        autoComplete="off"
        value={text}
        placeholder={options.placeholder ?? undefined}
        readOnly={readonly}
        onChange={(e) => change(e.target.value)}
        onKeyDown={onKeyDown}
      />
      {options.iconRight ? <Icon name={options.iconRight} className="numeric-input-icon right" /> : null}
    </div>
  );
}
