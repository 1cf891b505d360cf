/**
 * The extension lists the server sent (`GET /interfaces|/layouts|/modules`, api.md: `{id, path,
 * …meta.json}`), kept for the registries. The shell calls {@link setExtensionLists} after startup
 * hydration (and again after a project switch); `null` for a list means it could not be loaded.
 */
import { i18n } from '../i18n';

export type ExtensionKind = 'interfaces' | 'layouts' | 'modules';

/** One entry of an extension list: the meta.json fields plus its id and path. */
export interface ExtensionEntry {
  id: string;
  /** Server-relative path of its meta.json, e.g. `extensions/custom/interfaces/map/meta.json`. */
  path?: string;
  name?: string;
  icon?: string;
  /** Messages per locale, merged under `<kind>.<id>.` (app-catalogue §0 meta i18n). */
  translation?: Record<string, Record<string, string>>;
  [key: string]: unknown;
}

export type ExtensionLists = Record<ExtensionKind, ExtensionEntry[] | null>;

let apiRoot = '/';
let lists: ExtensionLists = { interfaces: [], layouts: [], modules: [] };

export function setExtensionLists(root: string, next: ExtensionLists): void {
  apiRoot = root;
  lists = next;
  for (const kind of ['interfaces', 'layouts', 'modules'] as const) {
    for (const entry of next[kind] ?? []) {
      for (const [locale, messages] of Object.entries(entry.translation ?? {})) {
        i18n.addResourceBundle(locale, 'translation', { [kind]: { [entry.id]: messages } }, true, true);
      }
    }
  }
}

export function extensionApiRoot(): string {
  return apiRoot;
}

export function extensionEntry(kind: ExtensionKind, id: string): ExtensionEntry | undefined {
  return lists[kind]?.find((e) => e.id === id);
}

export function extensionLists(): ExtensionLists {
  return lists;
}
