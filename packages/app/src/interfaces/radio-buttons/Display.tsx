import { parseChoices } from '../choices';
import type { DisplayProps } from '../types';

/** The choice's label when `format`, else the raw value. */
export default function RadioButtonsDisplay({
  value,
  options,
}: DisplayProps<string, { choices?: unknown; format?: boolean | null }>) {
  const raw = value === null || value === undefined ? '' : String(value);
  const { choices } = parseChoices(options.choices);
  return <span>{options.format && raw in choices ? choices[raw] : raw}</span>;
}
