import { parseChoices } from '../choices';
import { readList } from '../delimited';
import type { DisplayProps } from '../types';

/**
 * Comma list; CSV strings are split and wrapping ends removed; labels only when `formatting`
 * and the field is an `array`.
 */
export default function CheckboxesDisplay({
  value,
  options,
  type,
}: DisplayProps<string[] | string, { choices?: unknown; formatting?: boolean | null }>) {
  const { choices } = parseChoices(options.choices);
  const labels = !!options.formatting && type === 'array';
  const text = readList(value)
    .map((key) => (labels && key in choices ? choices[key] : key))
    .join(', ');
  return (
    <span className="checkboxes-display" title={text}>
      {text}
    </span>
  );
}
