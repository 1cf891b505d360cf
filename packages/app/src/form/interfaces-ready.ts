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
  const settledNow = ready || interfacesLoaded(fields);
  useEffect(() => {
    if (interfacesLoaded(fields)) {
      setReady(true);
      return;
    }
    // Once ready, fields added later load one by one (their own loading state).
    let live = true;
    const timer = setTimeout(() => live && setReady(true), INTERFACES_WAIT_MS);
    void loadInterfaces(fields).then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [fields]);
  return settledNow;
}
