/**
 * The interface registry (app-catalogue.md §0). Core interfaces are the folders beside this file;
 * each loads on demand as its own chunk. Adding an interface = adding a folder with an `index.ts`
 * that default-exports an {@link InterfaceModule}.
 *
 * Minimal core version; the foundation work extends it with extension interfaces from the
 * server's `/interfaces` list, the unknown-interface fallback by datatype and meta i18n.
 */
import type { InterfaceMeta, InterfaceModule } from './types';

const loaders = import.meta.glob<{ default: InterfaceModule }>('./*/index.ts');

const idOf = (path: string) => path.split('/')[1]!;
const byId = new Map(Object.entries(loaders).map(([path, load]) => [idOf(path), load]));
const cache = new Map<string, Promise<InterfaceModule>>();

/** Ids of the core interfaces that exist in this build. */
export function coreInterfaceIds(): string[] {
  return [...byId.keys()].sort();
}

export function hasInterface(id: string): boolean {
  return byId.has(id);
}

/** Loads an interface module once; rejects for an unknown id. */
export function loadInterface(id: string): Promise<InterfaceModule> {
  let pending = cache.get(id);
  if (!pending) {
    const load = byId.get(id);
    if (!load) return Promise.reject(new Error(`Unknown interface "${id}"`));
    pending = load().then((m) => m.default);
    cache.set(id, pending);
  }
  return pending;
}

/**
 * Effective options (app-catalogue §0, keep): each default is `option.default || null`, saved
 * options override; on the input side, saved options that are an array (the API sends `[]` when
 * empty) yield an empty object with no defaults at all.
 */
export function effectiveOptions(
  meta: Pick<InterfaceMeta, 'options'>,
  saved: unknown,
  side: 'input' | 'display',
): Record<string, unknown> {
  if (side === 'input' && Array.isArray(saved)) return {};
  const out: Record<string, unknown> = {};
  for (const [key, option] of Object.entries(meta.options)) out[key] = option.default || null;
  if (saved && typeof saved === 'object' && !Array.isArray(saved)) Object.assign(out, saved);
  return out;
}
