/**
 * Loading an extension's code (product.md §7 Extension assets): scripts and styles come from the
 * API root plus the extension's path, with `meta.json` replaced by the part's file name.
 *
 * Script contract (documented in docs/architecture.md): each part is an ES module whose default
 * export is a function `setup(host)` returning a React component — `input.js` → the Input,
 * `display.js` → the Display, `layout.js` → the View, `options.js` → the Options, `module.js` →
 * the module page. A same-name `.css` file, when present, is added once as a stylesheet.
 */
import * as React from 'react';
import type { ComponentType } from 'react';
import { i18n } from '../i18n';
import type { ExtensionEntry } from './catalog';

export type ExtensionPart = 'input' | 'display' | 'layout' | 'options' | 'module';

/** What the app hands an extension's `setup`: its own React (one copy) and the translator. */
export interface ExtensionHost {
  React: typeof React;
  t: typeof i18n.t;
  /** The extension's own entry (id, path, meta). */
  extension: ExtensionEntry;
  /** URL of a file beside the extension's meta.json (images, data...). */
  assetUrl(file: string): string;
}

export type ExtensionSetup = (host: ExtensionHost) => ComponentType<never>;

/** Imports a script by URL; replaceable in tests. */
export type ScriptImporter = (url: string) => Promise<{ default?: unknown }>;

const browserImport: ScriptImporter = (url) =>
  import(/* @vite-ignore */ url) as Promise<{ default?: unknown }>;

let currentImporter: ScriptImporter = browserImport;

/** Tests only: replace how extension scripts are imported (`undefined` restores `import()`). */
export function setScriptImporter(next: ScriptImporter | undefined): void {
  currentImporter = next ?? browserImport;
}

/** `<apiRoot><path>` with the final `meta.json` replaced by `file`. */
export function assetUrl(apiRoot: string, path: string, file: string): string {
  const root = apiRoot.endsWith('/') ? apiRoot : `${apiRoot}/`;
  const dir = path.replace(/^\/+/, '').replace(/meta\.json$/, '');
  return `${root}${dir}${file}`;
}

const styles = new Set<string>();

/** Adds `<link rel=stylesheet>` once per URL; a missing file is simply dropped. */
function addStylesheet(url: string): void {
  if (styles.has(url) || typeof document === 'undefined') return;
  styles.add(url);
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = url;
  link.onerror = () => link.remove();
  document.head.appendChild(link);
}

/** Loads one part of an extension and returns its component; rejects when it can't. */
export async function loadExtensionPart<P>(
  apiRoot: string,
  entry: ExtensionEntry,
  part: ExtensionPart,
): Promise<ComponentType<P>> {
  if (!entry.path) throw new Error(`Extension "${entry.id}" has no path`);
  const url = (file: string) => assetUrl(apiRoot, entry.path!, file);
  addStylesheet(url(`${part}.css`));
  const mod = await currentImporter(url(`${part}.js`));
  if (typeof mod.default !== 'function')
    throw new Error(`${part}.js of "${entry.id}" has no default setup function`);
  const component = (mod.default as ExtensionSetup)({
    React,
    t: i18n.t.bind(i18n),
    extension: entry,
    assetUrl: url,
  });
  if (typeof component !== 'function' && typeof component !== 'object') {
    throw new Error(`${part}.js of "${entry.id}" did not return a component`);
  }
  return component as ComponentType<P>;
}
