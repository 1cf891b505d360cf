import type { DisplayProps } from './types';

/** The display of a field whose interface is missing: the raw value, as text. */
export function RawDisplay({ value }: DisplayProps) {
  if (value === null || value === undefined) return null;
  return (
    <span className="raw-value">{typeof value === 'object' ? JSON.stringify(value) : String(value)}</span>
  );
}
