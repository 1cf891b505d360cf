import type { DisplayProps } from '../types';

/** The text without tags, first 200 characters. */
export default function WysiwygDisplay({ value }: DisplayProps<string>) {
  const html = String(value ?? '');
  const text = (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);
  return (
    <span className="wysiwyg-display" title={text}>
      {text}
    </span>
  );
}
