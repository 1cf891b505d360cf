/**
 * Hash changes the router did not make (an address typed, `location.hash = …`), held back while a
 * form has unsaved edits (issue 31 #10). The router can't hold these back (they carry none of its
 * history state), so this listener, registered before the router's own (App.tsx imports it
 * first), puts the page's address back and hands the target to the unsaved-changes dialog.
 */
import { useUnsavedEdits } from '../stores/unsaved-edits';

type Hold = (target: string) => void;

let hold: Hold | null = null;
let here: { url: string; state: unknown } | null = null;

/** The dialog that asks, while one is on screen (null when it leaves). */
export function holdOutsideNavigation(onHeld: Hold | null): void {
  hold = onHeld;
}

/** The address to put back: the page as the router last showed it. */
export function rememberAddress(): void {
  here = { url: window.location.href, state: window.history.state as unknown };
}

const pathOf = (hash: string) => hash.replace(/^#/, '').split('?')[0] || '/';

if (typeof window !== 'undefined') {
  window.addEventListener('popstate', (event) => {
    if (!hold || !here || !useUnsavedEdits.getState().dirty) return;
    if ((event.state as { idx?: unknown } | null)?.idx !== undefined) return; // the router's own
    const target = window.location.hash.replace(/^#/, '') || '/';
    if (pathOf(target) === pathOf(new URL(here.url).hash)) return;
    event.stopImmediatePropagation();
    window.history.replaceState(here.state, '', here.url);
    hold(target);
  });
}
