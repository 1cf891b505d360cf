import fs from 'node:fs/promises';
import path from 'node:path';

export type ExtensionType = 'interfaces' | 'layouts' | 'modules';

/** An installed extension as `/interfaces`, `/layouts` and `/modules` list it: its `meta.json` plus id and path. */
export interface ExtensionMeta {
  id: string;
  name: string;
  version: string;
  core: boolean;
  path: string;
  icon: string;
  [key: string]: unknown;
}

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

/**
 * The installed extensions of a type. Like a Directus 8 server, only real extensions: the admin
 * app's core interfaces, layouts and modules live in the app's own registries, and v8 clients
 * merge this list into theirs (listing a core one here shows it twice).
 */
export async function listExtensions(dataDir: string, type: ExtensionType): Promise<ExtensionMeta[]> {
  return customExtensions(dataDir, type);
}
