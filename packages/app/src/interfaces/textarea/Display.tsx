import type { DisplayProps } from '../types';
import './textarea.css';

export default function TextareaDisplay({ value }: DisplayProps<string>) {
  const text = value === null || value === undefined ? '' : String(value).replace(/\s+/g, ' ');
  return (
    <span className="textarea-display" title={text}>
      {text}
    </span>
  );
}
