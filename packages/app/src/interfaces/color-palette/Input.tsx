import type { InputProps } from '../types';
import { useLabelId } from '../use-label-id';
import { PALETTE, tokenLuminance, tokenTitle } from './palette';
import './color-palette.css';

/**
 * One swatch per palette token, as a native radio group (one tab stop, arrow keys move; 200
 * library radios would be far heavier for one field); stores the token name, e.g. `blue-grey-100`.
 */
export default function ColorPaletteInput({ value, readonly, inputId, onInput, name }: InputProps<string>) {
  const labelId = useLabelId(inputId);
  return (
    <div
      id={inputId}
      className="color-palette"
      role="radiogroup"
      aria-labelledby={labelId}
      aria-readonly={readonly}
    >
      {PALETTE.map(([token]) => {
        const selected = value === token;
        return (
          <label key={token} className="color-palette-swatch" style={{ backgroundColor: `var(--${token})` }}>
            <input
              type="radio"
              className="visually-hidden"
              name={`${inputId}-${name}`}
              value={token}
              aria-label={tokenTitle(token)}
              checked={selected}
              disabled={readonly && !selected}
              readOnly={readonly}
              onChange={() => {
                if (!readonly) onInput(token);
              }}
            />
            <span className="color-palette-tooltip" aria-hidden="true">
              {tokenTitle(token)}
            </span>
            {selected ? (
              <span
                className={`material-icons color-palette-check ${tokenLuminance(token) > 0.25 ? 'is-dark' : ''}`}
                aria-hidden="true"
              >
                check
              </span>
            ) : null}
          </label>
        );
      })}
    </div>
  );
}
