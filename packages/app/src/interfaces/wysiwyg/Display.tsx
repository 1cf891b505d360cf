import type { DisplayProps } from '../types';

/** The text without tags, first 200 characters. */
export default function WysiwygDisplay({ value }: DisplayProps<string>) {
  // A space after each block so paragraphs and list items don't run together.
  const html = String(value ?? '').replace(/<\/(p|h[1-6]|li|div|blockquote|pre|td|th)>|<br\s*\/?>/gi, '$& ');
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
