import fs from 'node:fs/promises';
import path from 'node:path';
import { CORE_INTERFACES, type ExtensionMeta } from './core-interfaces';
import { CORE_LAYOUTS, CORE_MODULES } from './core-layouts';

export type ExtensionType = 'interfaces' | 'layouts' | 'modules';

const CORE: Record<ExtensionType, ExtensionMeta[]> = {
  interfaces: CORE_INTERFACES,
  layouts: CORE_LAYOUTS,
  modules: CORE_MODULES,
};

/**
 * Custom extensions found in `<data dir>/extensions/<type>/<name>/meta.json` (api.md §5.21):
 * `{id: name, path, ...meta}`. Unreadable or invalid metas are skipped.
 */
async function customExtensions(dataDir: string, type: ExtensionType): Promise<ExtensionMeta[]> {
  const dir = path.join(dataDir, 'extensions', type);
  let names: string[];
  try {
    names = (await fs.readdir(dir, { withFileTypes: true }))
      .filter((d) => d.isDirectory() && /^[\w.-]+$/.test(d.name))
      .map((d) => d.name)
      .sort();
  } catch {
    return [];
  }
  const out: ExtensionMeta[] = [];
  for (const name of names) {
    try {
      const meta = JSON.parse(await fs.readFile(path.join(dir, name, 'meta.json'), 'utf8')) as unknown;
      if (!meta || typeof meta !== 'object' || Array.isArray(meta)) continue;
      out.push({
        name,
        icon: 'extension',
        version: '1.0.0',
        ...(meta as Record<string, unknown>),
        id: name,
        core: false,
        path: `extensions/custom/${type}/${name}/meta.json`,
      });
    } catch {
      // no meta.json, or not JSON: not an extension
    }
  }
  return out;
}

/** Core extensions first, then custom ones; a custom one with a core id replaces it. */
export async function listExtensions(dataDir: string, type: ExtensionType): Promise<ExtensionMeta[]> {
  const custom = await customExtensions(dataDir, type);
  const ids = new Set(custom.map((e) => e.id));
  return [...CORE[type].filter((e) => !ids.has(e.id)), ...custom];
}
