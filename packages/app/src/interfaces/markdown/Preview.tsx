/** The rendered markdown (marked, then DOMPurify), loaded only when a preview is on screen. */
import { marked } from 'marked';
import DOMPurify from 'dompurify';

export default function Preview({ source, height }: { source: string; height: number }) {
  const html = DOMPurify.sanitize(marked.parse(source, { async: false, gfm: true }));
  return (
    <div
      className="markdown-preview"
      style={{ height }}
      // Sanitised by DOMPurify just above.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
