import { parseChoices } from '../choices';
import type { DisplayProps } from '../types';

/** The choice's label when `formatting` and known, else the raw value. */
export default function DropdownDisplay({
  value,
  options,
}: DisplayProps<string, { choices?: unknown; formatting?: boolean | null }>) {
  const raw = value === null || value === undefined ? '' : String(value);
  const { choices } = parseChoices(options.choices);
  return <span>{options.formatting && raw in choices ? choices[raw] : raw}</span>;
}
