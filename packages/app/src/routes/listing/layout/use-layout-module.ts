/**
 * Loads the listing's layout module on demand (each layout its own chunk). Unknown or failing
 * layouts fall back to tabular with the `extension_error` toast (product.md §8).
 */
import { useEffect, useState } from 'react';
import type { LayoutModule } from '../../../layouts/types';
import { bus } from '../../../lib/events';
import { DEFAULT_LAYOUT } from '../preferences/layout-default';

const loaders = import.meta.glob<{ default: LayoutModule }>('../../../layouts/*/index.ts');
const byId = new Map(Object.entries(loaders).map(([path, load]) => [path.split('/').at(-2)!, load]));
const cache = new Map<string, Promise<LayoutModule>>();

/** Ids of the layouts in this build, sorted. */
export const layoutIds = (): string[] => [...byId.keys()].sort();

function load(id: string): Promise<LayoutModule> {
  let pending = cache.get(id);
  if (!pending) {
    const loader = byId.get(id);
    if (!loader) return Promise.reject(new Error(`Unknown layout "${id}"`));
    pending = loader().then((m) => m.default);
    pending.catch(() => cache.delete(id));
    cache.set(id, pending);
  }
  return pending;
}

export function useLayoutModule(id: string) {
  const [state, setState] = useState<{ id: string; module: LayoutModule | null; error: unknown }>({
    id: '',
    module: null,
    error: null,
  });
  useEffect(() => {
    let live = true;
    load(id)
      .catch((error: unknown) => {
        if (id === DEFAULT_LAYOUT) throw error;
        bus.emit('error', { error, notify: 'extension_error', values: { ext: id } });
        return load(DEFAULT_LAYOUT);
      })
      .then(
        (module) => live && setState({ id, module, error: null }),
        (error: unknown) => live && setState({ id, module: null, error }),
      );
    return () => {
      live = false;
    };
  }, [id]);
  return { module: state.id === id ? state.module : null, error: state.error };
}
