import DOMPurify from 'dompurify';
import { marked } from 'marked';

/** A field note as inline markdown (app-catalogue §0 field wrapper), sanitised. */
export function noteHtml(note: string): string {
  const html = marked.parseInline(note, { async: false });
  return DOMPurify.sanitize(html, { ADD_ATTR: ['target'] });
}
