/**
 * Module extensions (`ext/:id` routes): `module.js` from the API root plus the module's path. A
 * failure raises the red `extension_error` toast (with the module's name) and the page shows a
 * fallback instead.
 */
import type { ComponentType } from 'react';
import { bus } from '../lib/events';
import { loadExtensionPart } from './assets';
import { extensionApiRoot, extensionEntry } from './catalog';
import { createLoadCache } from './load-cache';

/** Props a module page gets. */
export interface ModuleProps {
  project: string;
}

const cache = createLoadCache<ComponentType<ModuleProps>>();

export function loadExtensionModule(id: string): Promise<ComponentType<ModuleProps>> {
  const entry = extensionEntry('modules', id);
  return cache.load(id, async () => {
    try {
      if (!entry) throw new Error(`Unknown module "${id}"`);
      return await loadExtensionPart<ModuleProps>(extensionApiRoot(), entry, 'module');
    } catch (error) {
      bus.emit('error', { error, notify: 'extension_error', values: { ext: entry?.name ?? id } });
      throw error;
    }
  });
}

/** The module page component for `id`, loading once. */
export function useExtensionModule(id: string) {
  const { value, loading, error } = cache.useLoaded(id, () => loadExtensionModule(id));
  return { Module: value, loading, error };
}

export const clearExtensionModules = cache.clear;
