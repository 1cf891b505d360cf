import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon';
import type { DisplayProps } from '../types';
import { maxStars, paletteColor, starFill } from './stars';
import './rating.css';

interface Options {
  active_color?: string | null;
  max_stars?: number | null;
  display?: 'star' | 'number' | null;
}

export default function RatingDisplay({ value, options }: DisplayProps<number, Options>) {
  const { t } = useTranslation();
  const max = maxStars(options.max_stars);
  const n = Number(value ?? 0) || 0;
  const style = { '--rating-color': paletteColor(options.active_color) } as CSSProperties;
  const label = t('interfaces.rating.value_of_max', { value: n, max });
  if (options.display === 'number') {
    return (
      <span className="rating-display" style={style} title={label}>
        <Icon name="star" className="rating-display-star full" size={18} />
        {n}
      </span>
    );
  }
  return (
    <span className="rating-display" style={style} title={label} role="img" aria-label={label}>
      {Array.from({ length: max }, (_, i) => {
        const fill = starFill(n, i + 1);
        return (
          <Icon
            key={i}
            name={fill === 'half' ? 'star_half' : fill === 'full' ? 'star' : 'star_border'}
            className={`rating-display-star ${fill}`}
            size={18}
          />
        );
      })}
    </span>
  );
}
