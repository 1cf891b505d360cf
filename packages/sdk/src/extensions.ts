/**
 * Extension metadata of `GET /interfaces`, `/layouts`, `/modules` (api.md §5.21, product.md §3):
 * the server's `meta.json` of each extension plus its id and path.
 */

export type ExtensionType = 'interfaces' | 'layouts' | 'modules';

/** One option of an interface or layout (its `options` map, keyed by option name). */
export interface ExtensionOption {
  name?: string;
  comment?: string;
  interface?: string;
  type?: string;
  length?: number;
  default?: unknown;
  options?: Record<string, unknown> | unknown[];
  readonly?: boolean;
  width?: string;
  advanced?: boolean;
}

/** Common metadata of every extension. */
export interface ExtensionMeta {
  id: string;
  /** Path of the extension's `meta.json`, relative to the API root; assets sit beside it. */
  path?: string;
  name?: string;
  icon?: string;
  version?: string;
  /** True for extensions that ship with the app (core layouts and interfaces). */
  core?: boolean;
  /** Messages per locale: `{ 'en-US': { key: 'text' } }`; `$t:key` in meta strings refers to them. */
  translation?: Record<string, Record<string, string>>;
  options?: Record<string, ExtensionOption>;
}

/** An interface: which field types it fits, its recommended length, its options (product.md §3). */
export interface InterfaceMeta extends ExtensionMeta {
  types?: string[];
  recommended?: { length?: number; [key: string]: unknown };
  hideLabel?: boolean;
  hideField?: boolean;
  relation?: 'many-to-one' | 'one-to-many' | 'many-to-many' | string;
  fieldset?: boolean;
}

/** A listing layout. */
export type LayoutMeta = ExtensionMeta;

/** A module (its own section of the app at `/{project}/ext/{id}`). */
export type ModuleMeta = ExtensionMeta;
