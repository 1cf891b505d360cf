import type { CSSProperties } from 'react';
import type { InputProps } from '../types';
import { emptyPosition, sliderRange } from './range';
import './slider.css';

interface Options {
  minimum?: number | null;
  maximum?: number | null;
  step?: number | null;
  unit?: string | null;
}

/** A range with a filled track and a floating "value unit" bubble; stages a Number. */
export default function SliderInput({
  value,
  options,
  readonly,
  inputId,
  onInput,
}: InputProps<number, Options>) {
  const range = sliderRange(options);
  const empty = value === null || value === undefined || (value as unknown) === '';
  const current = empty ? emptyPosition(options, range) : Number(value);
  const ratio = range.max === range.min ? 0 : (current - range.min) / (range.max - range.min);
  const percent = Math.min(100, Math.max(0, ratio * 100));
  const label = `${current}${options.unit ? ` ${options.unit}` : ''}`;
  return (
    <div
      className={`slider-input${empty ? ' empty' : ''}${readonly ? ' readonly' : ''}`}
      style={{ '--slider-fill': `${percent}%`, '--slider-ratio': percent / 100 } as CSSProperties}
    >
      <input
        id={inputId}
        type="range"
        min={range.min}
        max={range.max}
        step={range.step}
        value={current}
        disabled={readonly}
        aria-valuetext={label}
        onChange={(e) => onInput(Number(e.target.value))}
      />
      <output htmlFor={inputId} className="slider-input-bubble" aria-hidden="true">
        {label}
      </output>
    </div>
  );
}
