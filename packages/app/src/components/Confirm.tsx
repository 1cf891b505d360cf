import { lazy, Suspense } from 'react';
import type { ConfirmProps } from './ConfirmDialog';

// The dialog machinery (react-aria-components) loads with the first confirmation, not with the
// sign-in page that can show one.
const ConfirmDialog = lazy(() => import('./ConfirmDialog'));

/** A yes/cancel alert dialog; Escape cancels. */
export function Confirm(props: ConfirmProps) {
  return (
    <Suspense fallback={null}>
      <ConfirmDialog {...props} />
    </Suspense>
  );
}
