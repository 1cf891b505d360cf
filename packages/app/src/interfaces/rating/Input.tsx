import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon';
import type { InputProps } from '../types';
import { maxStars, paletteColor, starFill } from './stars';
import './rating.css';

interface Options {
  active_color?: string | null;
  max_stars?: number | null;
  display?: 'star' | 'number' | null;
}

const icons = { full: 'star', half: 'star_half', empty: 'star_border' } as const;

/**
 * Stars (hover previews, click sets n, clicking the current star clears) or a number box
 * (0..max, values above max snap to max).
 */
export default function RatingInput(props: InputProps<number, Options>) {
  const { value, options, readonly, inputId, onInput, type } = props;
  const { t } = useTranslation();
  const [hover, setHover] = useState<number | null>(null);
  const max = maxStars(options.max_stars);
  const current = value === null || value === undefined || (value as unknown) === '' ? null : Number(value);
  const color = paletteColor(options.active_color);

  if (options.display === 'number') {
    return (
      <div className="rating-number" style={{ '--rating-color': color } as CSSProperties}>
        <Icon name="star" className="rating-number-icon" />
        <input
          id={inputId}
          className="input"
          type="number"
          min={0}
          max={max}
          step={type === 'decimal' ? 'any' : 1}
          value={current ?? ''}
          readOnly={readonly}
          onChange={(e) => {
            if (e.target.value === '') return onInput(null);
            const n = Number(e.target.value);
            if (!Number.isFinite(n)) return;
            onInput(Math.min(max, Math.max(0, type === 'decimal' ? n : Math.round(n))));
          }}
        />
        <span className="rating-number-max">{`${current ?? 0}/${max}`}</span>
      </div>
    );
  }

  const shown = hover ?? current ?? 0;
  return (
    <div
      className={`rating-stars${readonly ? ' readonly' : ''}`}
      role="group"
      style={{ '--rating-color': color } as CSSProperties}
      onMouseLeave={() => setHover(null)}
    >
      {Array.from({ length: max }, (_, i) => {
        const n = i + 1;
        const fill = starFill(shown, n);
        return (
          <button
            key={n}
            id={n === 1 ? inputId : undefined}
            type="button"
            className={`rating-star ${fill}${hover !== null ? ' preview' : ''}`}
            aria-pressed={current !== null && current >= n - 0.25 && current < n + 0.75 ? true : false}
            aria-label={t('interfaces.rating.star_label', { count: n, max })}
            disabled={readonly}
            onMouseEnter={() => setHover(n)}
            onFocus={() => setHover(n)}
            onBlur={() => setHover(null)}
            onClick={() => onInput(current === n ? null : n)}
          >
            <Icon name={icons[fill]} />
          </button>
        );
      })}
    </div>
  );
}
