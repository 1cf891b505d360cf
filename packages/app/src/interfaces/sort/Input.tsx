import type { InputProps } from '../types';
import './sort.css';

/** The manual-sort number: min 0; an emptied box stores 0 (sort values are always numbers). */
export default function SortInput({ value, readonly, inputId, onInput }: InputProps<number>) {
  return (
    <div className="sort-input">
      <input
        id={inputId}
        className="input"
        type="number"
        min={0}
        step={1}
        value={value ?? ''}
        readOnly={readonly}
        disabled={readonly}
        onChange={(event) => onInput(event.target.value === '' ? 0 : Number(event.target.value))}
      />
      <span className="material-icons sort-input-icon" aria-hidden="true">
        swap_vert
      </span>
    </div>
  );
}
