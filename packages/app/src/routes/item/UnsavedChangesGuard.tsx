import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, useLocation, useNavigate } from 'react-router';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { holdOutsideNavigation, rememberAddress } from '../../shell/outside-navigation';
import { useUnsavedEdits } from '../../stores/unsaved-edits';

const versionOf = (search: string) => new URLSearchParams(search).get('version') ?? 'main';

/**
 * The unsaved-changes dialog (product.md §4): leaving the page with edits (a link, back, a route
 * change) stops and asks; keep editing stays with the edits, discard goes on. Closing or
 * reloading the window gets the browser's own question.
 */
export function UnsavedChangesGuard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  // Another item, or another version of it (`?version=`, docs/content-workflow.md): the form's
  // edits would be gone.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      useUnsavedEdits.getState().dirty &&
      (currentLocation.pathname !== nextLocation.pathname ||
        versionOf(currentLocation.search) !== versionOf(nextLocation.search)),
  );
  // A hash change the router did not make (an address typed, `location.hash = …`): the router
  // can't hold it back, so the guard does (issue 31 #10): it puts this page's address back and
  // asks; discarding goes on to where the user was going.
  const [outside, setOutside] = useState<string | null>(null);
  useEffect(() => rememberAddress(), [location]);
  useEffect(() => {
    holdOutsideNavigation(setOutside);
    return () => holdOutsideNavigation(null);
  }, []);

  useEffect(() => {
    const onUnload = (event: BeforeUnloadEvent) => {
      if (!useUnsavedEdits.getState().dirty) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onUnload);
    return () => window.removeEventListener('beforeunload', onUnload);
  }, []);

  const blocked = blocker.state === 'blocked';
  if (!blocked && outside === null) return null;
  const stay = () => (blocked ? blocker.reset() : setOutside(null));
  return (
    <Modal
      title={t('unsaved_changes')}
      role="alertdialog"
      onClose={stay}
      actions={
        <>
          <Button variant="secondary" onClick={stay} autoFocus>
            {t('keep_editing')}
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              useUnsavedEdits.getState().setDirty(false);
              if (blocked) blocker.proceed();
              else if (outside !== null) {
                setOutside(null);
                navigate(outside);
              }
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
