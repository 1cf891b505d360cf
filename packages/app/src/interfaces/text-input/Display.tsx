import { formatTitle } from '../../lib/format';
import type { DisplayProps } from '../types';
import './text-input.css';

export default function TextInputDisplay({
  value,
  options,
}: DisplayProps<string, { formatValue?: boolean | null }>) {
  const text = value === null || value === undefined ? '' : String(value);
  const shown = options.formatValue ? formatTitle(text) : text;
  return (
    <span className="one-line" title={shown}>
      {shown}
    </span>
  );
}
