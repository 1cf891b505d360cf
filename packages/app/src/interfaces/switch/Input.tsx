import type { InputProps } from '../types';
import './switch.css';

interface Options {
  labelOn?: string | null;
  labelOff?: string | null;
  checkbox?: boolean | null;
}

/** A switch (or a plain checkbox) emitting true/false; the text beside it follows the state. */
export default function SwitchInput({
  value,
  options,
  readonly,
  inputId,
  onInput,
}: InputProps<boolean, Options>) {
  const on = value === true || (value as unknown) === 1 || (value as unknown) === '1';
  const text = on ? options.labelOn : options.labelOff;
  return (
    <label className={`switch-input${options.checkbox ? ' as-checkbox' : ''}${readonly ? ' readonly' : ''}`}>
      <input
        id={inputId}
        type="checkbox"
        role={options.checkbox ? undefined : 'switch'}
        checked={on}
        disabled={readonly}
        onChange={(e) => onInput(e.target.checked)}
      />
      <span className="switch-input-track" aria-hidden="true" />
      {text ? <span className="switch-input-text">{text}</span> : null}
    </label>
  );
}
