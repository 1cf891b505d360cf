import type { ExtensionMeta } from './core-interfaces';

/** The app's layouts (app-catalogue.md §2) and default modules (§3), served by `/layouts` and `/modules`. */

const layout = (
  id: string,
  name: string,
  icon: string,
  viewOptions: Record<string, unknown>,
  viewQuery: Record<string, unknown>,
): ExtensionMeta => ({
  id,
  name,
  version: '1.0.0',
  core: true,
  path: `extensions/core/layouts/${id}/meta.json`,
  icon,
  options: {},
  viewOptions,
  viewQuery,
});

export const CORE_LAYOUTS: ExtensionMeta[] = [
  layout(
    'tabular',
    'Table',
    'view_headline',
    {
      spacing: { default: 'comfortable', choices: ['compact', 'cozy', 'comfortable'] },
      widths: { default: {} },
    },
    { fields: { default: null }, sort: { default: null } },
  ),
  layout(
    'cards',
    'Cards',
    'view_module',
    {
      src: { default: null },
      fit: { default: 'crop', choices: ['crop', 'contain'] },
      title: { default: null },
      subtitle: { default: null },
      icon: { default: 'photo' },
      content: { default: null },
    },
    { sort: { default: null } },
  ),
  layout(
    'calendar',
    'Calendar',
    'date_range',
    {
      datetime: { default: null },
      date: { default: null },
      time: { default: null },
      title: { default: null, required: true },
      color: { default: null },
    },
    {},
  ),
  layout(
    'timeline',
    'Timeline',
    'format_list_bulleted',
    {
      date: { default: null, required: true },
      title: { default: null, required: true },
      content: { default: null },
      color: { default: null },
    },
    { sort: { default: null } },
  ),
];

const mod = (id: string, name: string, icon: string, link: string, extra: Partial<ExtensionMeta> = {}) => ({
  id,
  name,
  version: '1.0.0',
  core: true,
  path: `extensions/core/modules/${id}/meta.json`,
  icon,
  link,
  ...extra,
});

/** Built into the app; `core: true` keeps them out of the module bar's extension slots. */
export const CORE_MODULES: ExtensionMeta[] = [
  mod('collections', 'Collections', 'box', '/collections'),
  mod('users', 'User Directory', 'people', '/users'),
  mod('files', 'File Library', 'collections', '/files'),
  mod('help', 'Help & Docs', 'help', 'https://docs.directus.io', { external: true }),
  mod('settings', 'Admin Settings', 'settings', '/settings', { admin: true }),
];
