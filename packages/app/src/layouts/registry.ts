/**
 * The layout registry (app-catalogue.md §2). Core layouts are the folders beside this file
 * (tabular, cards, calendar, timeline), each its own chunk; adding a layout = adding a folder whose
 * `index.ts` default-exports a {@link LayoutModule}. Extension layouts come from the server's
 * `/layouts` list: `layout.js` (View) and `options.js` (Options) from the API root plus their path.
 * A core folder wins over an extension of the same id. A layout that fails to load raises the red
 * `extension_error` toast and the listing falls back to `tabular`.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { bus } from '../lib/events';
import { loadExtensionPart } from '../extensions/assets';
import { extensionApiRoot, extensionEntry, extensionLists } from '../extensions/catalog';
import { createLoadCache } from '../extensions/load-cache';
import { translateMeta } from '../extensions/meta-i18n';
import type { LayoutMeta, LayoutModule, LayoutProps } from './types';

export const DEFAULT_LAYOUT = 'tabular';

const loaders = import.meta.glob<{ default: LayoutModule }>('./*/index.ts');
const byId = new Map(Object.entries(loaders).map(([path, load]) => [path.split('/')[1]!, load]));
const cache = new Map<string, Promise<LayoutModule>>();
const hookCache = createLoadCache<{ module: LayoutModule; fallback: boolean }>();

/** Forgets every loaded layout (tests; after a project switch). */
export function clearLayouts(): void {
  cache.clear();
  hookCache.clear();
}

export function coreLayoutIds(): string[] {
  return [...byId.keys()].sort();
}

/** Core ids plus the ids of the server's extension layouts (for the layout picker). */
export function layoutIds(): string[] {
  const ext = (extensionLists().layouts ?? []).map((e) => e.id);
  return [...new Set([...byId.keys(), ...ext])].sort();
}

export function hasLayout(id: string): boolean {
  return byId.has(id) || !!extensionEntry('layouts', id);
}

async function loadExtensionLayout(id: string): Promise<LayoutModule> {
  const entry = extensionEntry('layouts', id)!;
  const root = extensionApiRoot();
  const [View, Options] = await Promise.all([
    loadExtensionPart<LayoutProps>(root, entry, 'layout'),
    loadExtensionPart<LayoutProps>(root, entry, 'options'),
  ]);
  const meta: LayoutMeta = { name: entry.name ?? id, icon: entry.icon ?? 'extension' };
  return { id, meta, View, Options };
}

/** Loads a layout module once; rejects for an unknown id or a failed load. */
export function loadLayout(id: string): Promise<LayoutModule> {
  let pending = cache.get(id);
  if (!pending) {
    const load = byId.get(id);
    if (load) pending = load().then((m) => m.default);
    else if (extensionEntry('layouts', id)) pending = loadExtensionLayout(id);
    else return Promise.reject(new Error(`Unknown layout "${id}"`));
    pending.catch(() => cache.delete(id));
    cache.set(id, pending);
  }
  return pending;
}

/** The layout `id`, or `tabular` with a red `extension_error` toast when it can't load. */
export async function resolveLayout(
  id: string | null | undefined,
): Promise<{ module: LayoutModule; fallback: boolean }> {
  const wanted = id || DEFAULT_LAYOUT;
  try {
    return { module: await loadLayout(wanted), fallback: false };
  } catch (error) {
    if (wanted === DEFAULT_LAYOUT) throw error;
    const entry = extensionEntry('layouts', wanted);
    bus.emit('error', { error, notify: 'extension_error', values: { ext: entry?.name ?? wanted } });
    return { module: await loadLayout(DEFAULT_LAYOUT), fallback: true };
  }
}

/** A layout for a component: `{ module, fallback, loading, error }`, meta `$t:` words translated. */
export function useLayout(id: string | null | undefined) {
  const { t, i18n } = useTranslation();
  const { value, loading, error } = hookCache.useLoaded(id || DEFAULT_LAYOUT, () => resolveLayout(id));
  const language = i18n.language;
  const module = useMemo(
    () =>
      value
        ? { ...value.module, meta: translateMeta('layouts', value.module.id, value.module.meta, t) }
        : null,
    // The language is a dependency: `t` reads it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [value, t, language],
  );
  return { module, fallback: value?.fallback ?? false, loading, error };
}
