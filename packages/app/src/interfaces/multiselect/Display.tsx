import { parseChoices } from '../choices';
import { readList } from '../delimited';
import type { DisplayProps } from '../types';

/** The entries (wrapping ends removed), as labels when `formatting` is `text`, joined by commas. */
export default function MultiselectDisplay({
  value,
  options,
}: DisplayProps<string[] | string, { choices?: unknown; formatting?: string | null }>) {
  const { choices } = parseChoices(options.choices);
  const text = readList(value)
    .map((key) => (options.formatting === 'text' && key in choices ? choices[key] : key))
    .join(', ');
  return (
    <span className="multiselect-display" title={text}>
      {text}
    </span>
  );
}
