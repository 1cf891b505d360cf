import type { DisplayProps } from '../types';
import { isLightTone, tokenTitle } from './palette';
import './color-palette.css';

/** A round swatch of the token (outlined when light), its name as tooltip. */
export default function ColorPaletteDisplay({ value }: DisplayProps<string>) {
  if (!value) return null;
  return (
    <span
      className={`color-palette-dot ${isLightTone(value) ? 'is-light' : ''}`}
      style={{ backgroundColor: `var(--${value})` }}
      role="img"
      aria-label={tokenTitle(value)}
      title={tokenTitle(value)}
    />
  );
}
