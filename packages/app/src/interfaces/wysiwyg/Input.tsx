import { lazy, Suspense } from 'react';
import type { InputProps } from '../types';
import './wysiwyg.css';

const Editor = lazy(() => import('./Editor'));

/** Rich text (TipTap), loaded in its own chunk only when this input is on screen. */
export default function WysiwygInput(props: InputProps<string, { toolbar?: unknown }>) {
  return (
    <Suspense fallback={<div className="wysiwyg-fallback" aria-busy="true" />}>
      <Editor {...props} />
    </Suspense>
  );
}
