import { useEffect, useState } from 'react';
import { interfacesLoaded, loadInterfaces, type InterfaceFieldRef } from '../interfaces/registry';

/** How long a form waits for all its interfaces before its fields show as each one loads. */
export const INTERFACES_WAIT_MS = 250;

/**
 * Whether a form's fields may render their interfaces. They load together and the fields render
 * in one pass when the last one is in: loaded one by one, each field re-rendered the form on its
 * own (about forty commits, and as many style and layout passes, for a forty-field item). A form
 * whose interfaces are already loaded is ready on its first render; one whose interfaces take
 * longer than {@link INTERFACES_WAIT_MS} shows each field as its interface arrives.
 */
export function useInterfacesReady(fields: InterfaceFieldRef[]): boolean {
  const [ready, setReady] = useState(() => interfacesLoaded(fields));
  useEffect(() => {
    // Once ready, fields added later show as each interface arrives (their own loading state).
    if (ready) return;
    if (interfacesLoaded(fields)) {
      setReady(true);
      return;
    }
    let live = true;
    const done = () => live && setReady(true);
    const timer = setTimeout(done, INTERFACES_WAIT_MS);
    void loadInterfaces(fields).then(done);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [fields, ready]);
  return ready;
}
