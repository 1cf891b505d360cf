import type { ExtensionMeta, ModuleListingLink as ModuleLink } from '@atrium/sdk';
import { canRead, type PermissionIndex } from '../lib/permissions';

export const DOCS_URL = 'https://github.com/atrium-cms/atrium/tree/main/docs';

export interface ModuleItem {
  id: string;
  /** Message key, or a literal name for role-defined and extension modules. */
  name: string;
  /** An extension module's id: `$t:` words of its name are its messages (`modules.<id>.<key>`). */
  extension?: string;
  translate: boolean;
  icon: string;
  link: string;
  external?: boolean;
  color?: string;
  warning?: boolean;
}

/**
 * The module bar (product.md §2): the role's module_listing when non-empty, else collections, user
 * directory (hidden when user read is none), file library (hidden when file read is none), help
 * and docs, then extension modules; admins always get admin settings last.
 */
export function moduleItems(opts: {
  project: string;
  admin: boolean;
  moduleListing: ModuleLink[] | null | undefined;
  permissions: PermissionIndex;
  extensionModules: ExtensionMeta[];
}): ModuleItem[] {
  const { project, admin, moduleListing, permissions } = opts;
  let items: ModuleItem[];
  if (moduleListing && moduleListing.length > 0) {
    items = moduleListing.map((m, i) => ({
      id: `role-${i}`,
      name: m.name,
      translate: false,
      icon: m.icon,
      link: m.link,
      external: /^https?:\/\//.test(m.link),
      color: m.color,
    }));
  } else {
    items = [
      {
        id: 'collections',
        name: 'collections',
        translate: true,
        icon: 'box',
        link: `/${project}/collections`,
      },
    ];
    if (canRead(permissions, 'directus_users', admin)) {
      items.push({
        id: 'users',
        name: 'user_directory',
        translate: true,
        icon: 'people',
        link: `/${project}/users`,
      });
    }
    if (canRead(permissions, 'directus_files', admin)) {
      items.push({
        id: 'files',
        name: 'file_library',
        translate: true,
        icon: 'collections',
        link: `/${project}/files`,
      });
    }
    items.push({
      id: 'help',
      name: 'help_and_docs',
      translate: true,
      icon: 'help',
      link: DOCS_URL,
      external: true,
    });
    for (const m of opts.extensionModules) {
      items.push({
        id: `ext-${m.id}`,
        name: m.name ?? m.id,
        extension: m.id,
        translate: false,
        icon: m.icon ?? 'extension',
        link: `/${project}/ext/${m.id}`,
      });
    }
  }
  if (admin) {
    // The GraphQL playground (docs/graphql.md): a product name, the same in every language.
    items.push({
      id: 'graphql',
      name: 'GraphQL',
      translate: false,
      icon: 'code',
      link: `/${project}/graphql`,
    });
    items.push({
      id: 'settings',
      name: 'admin_settings',
      translate: true,
      icon: 'settings',
      link: `/${project}/settings`,
      warning: true,
    });
  }
  return items;
}
