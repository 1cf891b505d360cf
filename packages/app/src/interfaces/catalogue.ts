/**
 * Every interface the settings screens can offer (product.md §2, app-catalogue §1): the core
 * interfaces' metas (small files read eagerly here, so the list shows without loading each
 * interface's chunk), the server's extension interfaces, and — until their folders exist in this
 * build — the relational interfaces the field wizard must still be able to set up.
 */
import type { TFunction } from 'i18next';
import { extensionLists } from '../extensions/catalog';
import { translateMeta } from '../extensions/meta-i18n';
import type { InterfaceMeta, InterfaceRelationKind } from './types';

// Each meta file exports its meta as `default` or as `meta`.
const coreMetas = import.meta.glob<{ default?: InterfaceMeta; meta?: InterfaceMeta }>('./*/meta.ts', {
  eager: true,
});

export type InterfaceGroup =
  | 'text'
  | 'choices'
  | 'numbers_dates'
  | 'colour_icon'
  | 'scalars'
  | 'json'
  | 'relational'
  | 'files'
  | 'users_status'
  | 'system'
  | 'extensions';

/** The groups of the wizard's picker, in order (app-catalogue §1 sections). */
export const GROUPS: InterfaceGroup[] = [
  'text',
  'choices',
  'numbers_dates',
  'colour_icon',
  'scalars',
  'json',
  'relational',
  'files',
  'users_status',
  'system',
  'extensions',
];

const GROUP_OF: Record<string, InterfaceGroup> = {};
const place = (group: InterfaceGroup, ids: string) => ids.split(' ').forEach((id) => (GROUP_OF[id] = group));
place('text', 'text-input textarea wysiwyg markdown code json');
place(
  'choices',
  'dropdown multiselect checkboxes radio-buttons button-group switch toggle-icon slider rating',
);
place('numbers_dates', 'numeric file-size date datetime time calendar datetime-created datetime-updated');
place('colour_icon', 'color color-palette icon');
place('scalars', 'tags slug primary-key sort language hashed password 2fa-secret divider preview');
place('json', 'map repeater key-value');
place('system', 'collections interfaces interface-types interface-options');
place('files', 'file files file-preview');
place('relational', 'many-to-one one-to-many many-to-many checkboxes-relational translation');
place('users_status', 'user owner user-updated user-roles status');

export interface CatalogueEntry {
  id: string;
  meta: InterfaceMeta;
  group: InterfaceGroup;
  /** Shipped with the app (a folder in `src/interfaces`), not an extension. */
  core: boolean;
  /** Known to the wizard but not yet built into this app: fields get it, inputs fall back. */
  pending: boolean;
}

/** The relational interfaces of app-catalogue §1, for builds that do not have their folders yet. */
const PENDING: { id: string; types: string[]; icon: string; relation: InterfaceRelationKind }[] = [
  { id: 'many-to-one', types: ['m2o'], icon: 'call_merge', relation: 'm2o' },
  { id: 'one-to-many', types: ['o2m'], icon: 'call_split', relation: 'o2m' },
  { id: 'many-to-many', types: ['o2m'], icon: 'compare_arrows', relation: 'm2m' },
  { id: 'translation', types: ['translation'], icon: 'translate', relation: 'translation' },
];

const idOf = (path: string) => path.split('/').at(-2)!;

/** The whole catalogue, translated, sorted by name within the order of {@link GROUPS}. */
export function interfaceCatalogue(t: TFunction): CatalogueEntry[] {
  const entries = new Map<string, CatalogueEntry>();
  for (const [path, mod] of Object.entries(coreMetas)) {
    const id = idOf(path);
    const meta = mod.default ?? mod.meta;
    if (!meta) continue;
    entries.set(id, {
      id,
      meta: translateMeta('interfaces', id, meta, t),
      group: GROUP_OF[id] ?? 'system',
      core: true,
      pending: false,
    });
  }
  for (const ext of extensionLists().interfaces ?? []) {
    if (entries.has(ext.id)) continue;
    const { id: _id, path: _path, translation: _translation, ...raw } = ext;
    const meta = {
      options: {},
      types: [],
      version: '',
      icon: 'extension',
      name: ext.id,
      ...raw,
    } as InterfaceMeta;
    entries.set(ext.id, {
      id: ext.id,
      meta: translateMeta('interfaces', ext.id, meta, t),
      group: GROUP_OF[ext.id] ?? 'extensions',
      core: false,
      pending: false,
    });
  }
  for (const p of PENDING) {
    if (entries.has(p.id)) continue;
    entries.set(p.id, {
      id: p.id,
      meta: {
        // i18n-dynamic: names of the relational interfaces this build does not ship yet.
        name: t(`interface_names.${p.id}`),
        version: '1.0.0',
        types: p.types,
        icon: p.icon,
        options: {},
        relation: p.relation,
      },
      group: 'relational',
      core: true,
      pending: true,
    });
  }
  const rank = (g: InterfaceGroup) => GROUPS.indexOf(g);
  return [...entries.values()].sort(
    (a, b) => rank(a.group) - rank(b.group) || a.meta.name.localeCompare(b.meta.name),
  );
}
