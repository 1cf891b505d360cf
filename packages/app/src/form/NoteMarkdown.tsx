import { useMemo } from 'react';
import { noteHtml } from './note';

/** A note as sanitised inline markdown (loaded on demand by `FieldNote`). */
export default function NoteMarkdown({ note }: { note: string }) {
  const html = useMemo(() => noteHtml(note), [note]);
  return <p className="form-field-note" dangerouslySetInnerHTML={{ __html: html }} />;
}
