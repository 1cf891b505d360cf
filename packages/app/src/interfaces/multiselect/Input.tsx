import { parseChoices } from '../choices';
import { readList, writeList } from '../delimited';
import type { InputProps } from '../types';
import './multiselect.css';

interface Options {
  choices?: unknown;
  placeholder?: string | null;
  size?: number | string | null;
  wrapWithDelimiter?: boolean | null;
}

/**
 * A multiple select; stages the selected keys in choice order, wrapped with empty ends when
 * `wrapWithDelimiter` (§8.5); nothing selected stages `null` (the original staged `['']`).
 */
export default function MultiselectInput(props: InputProps<string[] | string, Options>) {
  const { value, options, readonly, required, inputId, onInput, type } = props;
  const { choices } = parseChoices(options.choices);
  const selected = readList(value);
  const size = Math.min(20, Math.max(3, Number(options.size) || 6));
  const extra = selected.filter((key) => !(key in choices));
  return (
    <select
      id={inputId}
      className="input multiselect-input"
      multiple
      size={size}
      value={selected}
      disabled={readonly}
      onChange={(e) => {
        const keys = [...e.target.selectedOptions].map((o) => o.value).filter((v) => v !== '');
        onInput(writeList(keys, String(type), !!options.wrapWithDelimiter));
      }}
    >
      {options.placeholder ? (
        <option value="" disabled={required || selected.length > 0}>
          {options.placeholder}
        </option>
      ) : null}
      {Object.entries(choices).map(([key, label]) => (
        <option key={key} value={key}>
          {label}
        </option>
      ))}
      {extra.map((key) => (
        <option key={key} value={key}>
          {key}
        </option>
      ))}
    </select>
  );
}
