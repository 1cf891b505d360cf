import { lazy, Suspense } from 'react';

const NoteMarkdown = lazy(() => import('./NoteMarkdown'));

/**
 * A field's note. Its markdown renderer (marked + DOMPurify) loads only when a form shows a note:
 * until then the note's plain text stands in, so nothing moves when the formatting arrives.
 */
export function FieldNote({ note }: { note: string }) {
  return (
    <Suspense fallback={<p className="form-field-note">{note}</p>}>
      <NoteMarkdown note={note} />
    </Suspense>
  );
}
