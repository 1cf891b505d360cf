import type { InputProps } from '../types';
import './textarea.css';

interface Options {
  rows?: number | string | null;
  placeholder?: string | null;
  serif?: boolean | null;
}

/** Multi-line text; emptied → `''`. */
export default function Textarea({
  value,
  options,
  readonly,
  inputId,
  onInput,
  length,
}: InputProps<string, Options>) {
  const rows = Math.min(100, Math.max(5, Number(options.rows) || 8));
  const max = length === null || length === '' ? undefined : Number(length) || undefined;
  return (
    <textarea
      id={inputId}
      className={`input textarea-input${options.serif ? ' serif' : ''}`}
      rows={rows}
      value={value ?? ''}
      maxLength={max}
      placeholder={options.placeholder ?? undefined}
      readOnly={readonly}
      onChange={(e) => onInput(e.target.value)}
    />
  );
}
