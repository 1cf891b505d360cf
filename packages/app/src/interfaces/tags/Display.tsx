import { formatTitle } from '../../lib/format';
import { readList } from '../delimited';
import type { DisplayProps } from '../types';
import './tags.css';

/** Chips (wrapping ends removed), Title Case when `format`. */
export default function TagsDisplay({
  value,
  options,
}: DisplayProps<string[] | string, { format?: boolean | null }>) {
  const tags = readList(value);
  return (
    <span className="tags-display" title={tags.join(', ')}>
      {tags.map((tag) => (
        <span key={tag} className="tags-chip small">
          {options.format ? formatTitle(tag) : tag}
        </span>
      ))}
    </span>
  );
}
