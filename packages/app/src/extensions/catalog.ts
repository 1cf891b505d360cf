/**
 * The extension lists the server sent (`GET /interfaces|/layouts|/modules`, api.md: `{id, path,
 * …meta.json}`), kept for the registries. The shell calls {@link setExtensionLists} after startup
 * hydration (and again after a project switch); `null` for a list means it could not be loaded.
 */
import type { ExtensionMeta } from '@atrium/sdk';
import { i18n } from '../i18n';

export type ExtensionKind = 'interfaces' | 'layouts' | 'modules';

/** One entry of an extension list: the sdk's wire type (meta.json fields plus its id and path). */
export type ExtensionEntry = ExtensionMeta;

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
