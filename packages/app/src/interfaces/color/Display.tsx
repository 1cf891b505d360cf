import type { DisplayProps } from '../types';
import { cssColor, type ColorFormat } from './color-convert';
import './color.css';

interface Options {
  format: ColorFormat | null;
}

/** A round swatch of the colour, the stored value as tooltip. */
export default function ColorDisplay({ value, options }: DisplayProps<string, Options>) {
  const css = cssColor(value, options.format);
  if (!css) return <>{value ? String(value) : null}</>;
  return (
    <span
      className="color-dot"
      style={{ backgroundColor: css }}
      role="img"
      aria-label={String(value)}
      title={String(value)}
    />
  );
}
