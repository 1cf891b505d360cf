import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { useUnsavedEdits } from '../../stores/unsaved-edits';

/**
 * The unsaved-changes dialog (product.md §4): leaving the page with edits (a link, back, a route
 * change) stops and asks; keep editing stays with the edits, discard goes on. Closing or
 * reloading the window gets the browser's own question.
 */
export function UnsavedChangesGuard() {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      useUnsavedEdits.getState().dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    const onUnload = (event: BeforeUnloadEvent) => {
      if (!useUnsavedEdits.getState().dirty) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onUnload);
    return () => window.removeEventListener('beforeunload', onUnload);
  }, []);

  if (blocker.state !== 'blocked') return null;
  return (
    <Modal
      title={t('unsaved_changes')}
      role="alertdialog"
      onClose={() => blocker.reset()}
      actions={
        <>
          <Button variant="secondary" onClick={() => blocker.reset()} autoFocus>
            {t('keep_editing')}
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              useUnsavedEdits.getState().setDirty(false);
              blocker.proceed();
            }}
          >
            {t('discard_changes')}
          </Button>
        </>
      }
    >
      <p>{t('unsaved_changes_copy')}</p>
    </Modal>
  );
}
