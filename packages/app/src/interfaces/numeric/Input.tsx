import { useEffect, useRef, useState } from 'react';
import { Icon } from '../../components/Icon';
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

/** A number box; stages a Number (integer or decimal), `null` when emptied. */
export default function NumericInput(props: InputProps<NumberValue, Options>) {
  const { value, options, readonly, inputId, onInput, type, length } = props;
  const shown = value === null || value === undefined ? '' : String(value);
  const [text, setText] = useState(shown);
  const emitted = useRef<NumberValue | null | undefined>(value);

  useEffect(() => {
    if (value !== emitted.current) {
      emitted.current = value;
      setText(value === null || value === undefined ? '' : String(value));
    }
  }, [value]);

  function change(next: string) {
    setText(next);
    if (next.trim() === '') {
      emitted.current = null;
      onInput(null);
      return;
    }
    const parsed = Number(next);
    if (!Number.isFinite(parsed)) return;
    const staged = type === 'integer' ? Math.trunc(parsed) : parsed;
    emitted.current = staged;
    onInput(staged);
  }

  return (
    <div className="numeric-input">
      {options.iconLeft ? <Icon name={options.iconLeft} className="numeric-input-icon left" /> : null}
      <input
        id={inputId}
        className={`input${options.monospace ? ' mono' : ''}${options.iconLeft ? ' has-left' : ''}${
          options.iconRight ? ' has-right' : ''
        }`}
        type="number"
        inputMode={type === 'integer' ? 'numeric' : 'decimal'}
        step={numericStep(String(type), length)}
        value={text}
        placeholder={options.placeholder ?? undefined}
        readOnly={readonly}
        onChange={(e) => change(e.target.value)}
      />
      {options.iconRight ? <Icon name={options.iconRight} className="numeric-input-icon right" /> : null}
    </div>
  );
}
