import { extensionLists, type ExtensionKind, type ExtensionLists } from './catalog';

/**
 * When the extensions-missing screen shows (product.md §7, app-catalogue `extensions_missing`): a
 * kind has nothing at all — no core entry in this build and no extension from the server — or a
 * server list could not be loaded (`null`). Core interfaces and layouts are this build's folders;
 * core modules are the shell's own (collections, files, users, settings...).
 */
export function extensionsMissing(
  core: Record<ExtensionKind, readonly string[]>,
  lists: ExtensionLists,
): boolean {
  return (['interfaces', 'layouts', 'modules'] as const).some((kind) => {
    const list = lists[kind];
    return list === null || core[kind].length + list.length === 0;
  });
}

/** The shell's own modules (module bar): always present, whatever the server lists. */
export const CORE_MODULE_IDS: readonly string[] = ['collections', 'users', 'files', 'activity', 'settings'];

/** The shell's question once hydrated: is any kind of extension missing in this build and server? */
export function extensionsMissingNow(core: Record<'interfaces' | 'layouts', readonly string[]>): boolean {
  return extensionsMissing({ ...core, modules: CORE_MODULE_IDS }, extensionLists());
}
