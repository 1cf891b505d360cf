/**
 * The interface registry (app-catalogue.md §0). Core interfaces are the folders beside this file;
 * each loads on demand as its own chunk. Adding an interface = adding a folder with an `index.ts`
 * that default-exports an {@link InterfaceModule}. Extension interfaces come from the server's
 * `/interfaces` list (see `../extensions/catalog.ts`): `input.js` and `display.js` from the API
 * root plus their path. A core folder wins over an extension of the same id.
 *
 * A field whose interface is unknown or fails to load gets the fallback for its datatype (its
 * Display prints the raw value) and a red toast: `extension_error` when an extension failed,
 * `no_interface_error` otherwise.
 */
import { useMemo, type ComponentType } from 'react';
import type { Field } from '@atrium/sdk';
import { useTranslation } from 'react-i18next';
import { bus } from '../lib/events';
import { loadExtensionPart } from '../extensions/assets';
import { extensionApiRoot, extensionEntry, extensionLists } from '../extensions/catalog';
import { createLoadCache } from '../extensions/load-cache';
import { translatedMeta } from '../extensions/meta-i18n';
import { fallbackInterfaceId } from './fallback';
import { RawDisplay } from './RawDisplay';
import type { DisplayProps, InputProps, InterfaceMeta, InterfaceModule } from './types';

export { fallbackInterfaceId } from './fallback';

const loaders = import.meta.glob<{ default: InterfaceModule }>('./*/index.ts');
// A cell needs an interface's meta and Display, not its Input: loaded apart, so a listing never
// loads the edit form's code (the Inputs and the pickers they use).
const metaLoaders = import.meta.glob<{ default?: InterfaceMeta; meta?: InterfaceMeta }>('./*/meta.ts');
const displayLoaders = import.meta.glob<{ default: ComponentType<DisplayProps> }>('./*/Display.tsx');

const idOf = (path: string) => path.split('/')[1]!;
const byId = new Map(Object.entries(loaders).map(([path, load]) => [idOf(path), load]));

/** Loads by id once and remembers the result; a failed load is forgotten (the next call retries). */
function loadOnce<T>() {
  const pending = new Map<string, Promise<T>>();
  const done = new Map<string, T>();
  return {
    loaded: (id: string): T | null => done.get(id) ?? null,
    load(id: string, start: () => Promise<T>): Promise<T> {
      let promise = pending.get(id);
      if (!promise) {
        promise = start();
        promise.then(
          (value) => done.set(id, value),
          () => pending.delete(id),
        );
        pending.set(id, promise);
      }
      return promise;
    },
    clear() {
      pending.clear();
      done.clear();
    },
  };
}

export interface ResolvedInterface {
  module: InterfaceModule;
  /** True when `module` is the datatype fallback (its Display prints the raw value). */
  fallback: boolean;
}

const resolved = new Map<string, Promise<ResolvedInterface>>();
const hookCache = createLoadCache<ResolvedInterface>();

/** Forgets every loaded interface (tests; after a project switch). */
export function clearInterfaces(): void {
  modules.clear();
  displays.clear();
  resolved.clear();
  hookCache.clear();
}

/** Ids of the core interfaces that exist in this build. */
export function coreInterfaceIds(): string[] {
  return [...byId.keys()].sort();
}

/** Core ids plus the ids of the server's extension interfaces. */
export function interfaceIds(): string[] {
  const ext = (extensionLists().interfaces ?? []).map((e) => e.id);
  return [...new Set([...byId.keys(), ...ext])].sort();
}

export function hasInterface(id: string): boolean {
  return byId.has(id) || !!extensionEntry('interfaces', id);
}

async function loadExtensionInterface(id: string): Promise<InterfaceModule> {
  const entry = extensionEntry('interfaces', id)!;
  const root = extensionApiRoot();
  const [Input, Display] = await Promise.all([
    loadExtensionPart<InputProps>(root, entry, 'input'),
    loadExtensionPart<DisplayProps>(root, entry, 'display'),
  ]);
  const { id: _id, path: _path, translation: _translation, ...meta } = entry;
  return {
    id,
    meta: { options: {}, types: [], version: '', icon: 'extension', name: id, ...meta } as InterfaceMeta,
    Input,
    Display,
  };
}

/** Whole interface modules: a component mounted later renders a loaded one on its first paint. */
const modules = loadOnce<InterfaceModule>();

/** The module of an interface that has already loaded, else null (never starts a load). */
export function loadedInterface(id: string): InterfaceModule | null {
  return modules.loaded(id);
}

/** What a cell shows a value with: an interface's meta and Display. */
export type DisplayModule = Pick<InterfaceModule, 'id' | 'meta' | 'Display'>;

const displays = loadOnce<DisplayModule>();

/** The meta and Display of an interface that have already loaded, else null (never starts a load). */
export function loadedDisplay(id: string): DisplayModule | null {
  return modules.loaded(id) ?? displays.loaded(id);
}

/**
 * Loads the meta and Display of an interface once, without its Input (a core interface's
 * `meta.ts` and `Display.tsx`; an extension's whole module); rejects like {@link loadInterface}.
 */
export function loadDisplay(id: string): Promise<DisplayModule> {
  const whole = modules.loaded(id);
  if (whole) return Promise.resolve(whole);
  const loadMeta = metaLoaders[`./${id}/meta.ts`];
  const loadView = displayLoaders[`./${id}/Display.tsx`];
  if (!byId.has(id) || !loadMeta || !loadView) return loadInterface(id);
  return displays.load(id, () =>
    Promise.all([loadMeta(), loadView()]).then(([m, d]) => ({
      id,
      meta: (m.default ?? m.meta)!,
      Display: d.default,
    })),
  );
}

/** Loads an interface module once; rejects for an unknown id or a failed load. */
export function loadInterface(id: string): Promise<InterfaceModule> {
  const load = byId.get(id);
  if (!load && !extensionEntry('interfaces', id)) {
    return Promise.reject(new Error(`Unknown interface "${id}"`));
  }
  return modules.load(id, () => (load ? load().then((m) => m.default) : loadExtensionInterface(id)));
}

/**
 * The interface for a field: `id` when it loads, otherwise the datatype fallback with a red
 * toast (once per field and interface).
 */
export function resolveInterface(
  id: string | null | undefined,
  { datatype, field }: { datatype?: string | null; field: string },
): Promise<ResolvedInterface> {
  const key = `${id ?? ''}|${datatype ?? ''}|${field}`;
  let pending = resolved.get(key);
  if (!pending) {
    pending = (async () => {
      try {
        if (!id) throw new Error('No interface');
        return { module: await loadInterface(id), fallback: false };
      } catch (error) {
        const extension = id ? extensionEntry('interfaces', id) : undefined;
        bus.emit('error', {
          error,
          notify: extension ? 'extension_error' : 'no_interface_error',
          values: extension ? { ext: extension.name ?? id } : { field },
        });
        const module = await loadInterface(fallbackInterfaceId(datatype));
        return { module: { ...module, Display: RawDisplay }, fallback: true };
      }
    })();
    resolved.set(key, pending);
  }
  return pending;
}

const hookKey = (id: string | null | undefined, datatype: string | null | undefined, field: string) =>
  `${id ?? ''}|${datatype ?? ''}|${field}`;

/** A field as the interface hooks see it. */
export type InterfaceFieldRef = Pick<Field, 'interface' | 'datatype' | 'field'>;

const coreFields = (fields: InterfaceFieldRef[]) =>
  fields.filter((f) => !!f.interface && byId.has(f.interface));

/** Whether the core interfaces of these fields have all loaded (a form renders them at once). */
export function interfacesLoaded(fields: InterfaceFieldRef[]): boolean {
  return coreFields(fields).every((f) => hookCache.settled(hookKey(f.interface, f.datatype, f.field)));
}

/**
 * Loads the core interfaces of these fields together, each as {@link useInterface} would (a
 * failed one settles on its fallback); resolves when all have settled, never rejects. Extension
 * interfaces still load field by field.
 */
export function loadInterfaces(fields: InterfaceFieldRef[]): Promise<void> {
  return Promise.all(
    coreFields(fields).map((f) =>
      hookCache
        .load(hookKey(f.interface, f.datatype, f.field), () =>
          resolveInterface(f.interface, { datatype: f.datatype, field: f.field }),
        )
        .catch(() => undefined),
    ),
  ).then(() => undefined);
}

/**
 * An interface for a component: `{ module, fallback, loading, error }`; loads once per field and
 * interface, re-renders when ready. `module.meta` comes back with its `$t:` words translated.
 */
export function useInterface(
  id: string | null | undefined,
  datatype: string | null | undefined,
  field: string,
) {
  const { t, i18n } = useTranslation();
  const key = hookKey(id, datatype, field);
  const { value, error, loading } = hookCache.useLoaded(key, () => resolveInterface(id, { datatype, field }));
  const language = i18n.language;
  const module = useMemo(
    () =>
      value
        ? {
            ...value.module,
            meta: translatedMeta('interfaces', value.module.id, value.module.meta, t, language),
          }
        : null,
    [value, t, language],
  );
  return { module, fallback: value?.fallback ?? false, loading, error };
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
