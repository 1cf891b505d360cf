import { parseChoices } from '../choices';
import type { InputProps } from '../types';
import './radio-buttons.css';

/** One radio per choice in a subgrid; stages the choice's stored string. */
export default function RadioButtonsInput(props: InputProps<string, { choices?: unknown }>) {
  const { value, options, readonly, inputId, onInput, name } = props;
  const { choices } = parseChoices(options.choices);
  const current = value === null || value === undefined ? '' : String(value);
  const entries = Object.entries(choices);
  if (current !== '' && !(current in choices)) entries.push([current, current]);
  return (
    <div id={inputId} role="radiogroup" className="radio-buttons-input">
      {entries.map(([key, label]) => (
        <label key={key} className="radio-buttons-choice" title={key}>
          <input
            type="radio"
            name={`${inputId}-${name}`}
            value={key}
            checked={current === key}
            disabled={readonly}
            onChange={() => onInput(key)}
          />
          <span>{label}</span>
        </label>
      ))}
    </div>
  );
}
