import { lazy, Suspense } from 'react';
import type { InputProps } from '../types';
import { WysiwygPlaceholder } from './Placeholder';
import './wysiwyg.css';

const Editor = lazy(() => import('./Editor'));

/** Rich text (TipTap), loaded in its own chunk only when this input is on screen. */
export default function WysiwygInput(props: InputProps<string, { toolbar?: unknown }>) {
  return (
    <Suspense
      fallback={
        <WysiwygPlaceholder value={props.value} toolbar={props.options.toolbar} readonly={props.readonly} />
      }
    >
      <Editor {...props} />
    </Suspense>
  );
}
