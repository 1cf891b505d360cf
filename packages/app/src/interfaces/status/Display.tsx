import type { DisplayProps } from '../types';
import { statusEntries, statusName, tokenColor } from './status-mapping';
import './status.css';

interface Options {
  simpleBadge: boolean | null;
  status_mapping: unknown;
}

/** A pill in the status colours with its name, or a coloured dot with the name as tooltip. */
export default function StatusDisplay({ value, options }: DisplayProps<string, Options>) {
  if (value === null || value === undefined || value === '') return null;
  const entry = statusEntries(options.status_mapping).find(([key]) => key === value)?.[1];
  const name = statusName(String(value), entry);
  const background = tokenColor(entry?.background_color, 'var(--blue-grey)');
  if (options.simpleBadge) {
    return (
      <span
        className="status-dot"
        style={{ backgroundColor: background }}
        role="img"
        aria-label={name}
        title={name}
      />
    );
  }
  return (
    <span
      className="status-pill"
      style={{ backgroundColor: background, color: tokenColor(entry?.text_color, 'var(--white)') }}
    >
      {name}
    </span>
  );
}
