/**
 * Extension lists `GET /interfaces|/layouts|/modules` (api.md §5.21). They sit on the API root but
 * depend on who is signed in to which project, so their keys start with the project too:
 * `['p', project, 'extensions', type]`.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExtensionMeta, ExtensionType, InterfaceMeta } from '@atrium/sdk';
import { api } from './client';
import { projectRoot } from './project-key';
import { orEmpty } from './tolerate';

export const extensionKeys = {
  all: (project: string) => [...projectRoot(project), 'extensions'] as const,
  type: (project: string, type: ExtensionType) => [...extensionKeys.all(project), type] as const,
};

/** Core layouts ship with the app; the server's list adds extension layouts (app-catalogue.md §0). */
export const CORE_LAYOUTS: ExtensionMeta[] = ['tabular', 'cards', 'calendar', 'timeline'].map((id) => ({
  id,
  core: true,
}));

/**
 * One kind of extension. A server that does not route the list (404/1, or 401/3 for the reserved
 * segment) gives an empty list; layouts always include the core ones.
 */
export const extensionsQuery = <T extends ExtensionMeta = ExtensionMeta>(
  project: string,
  type: ExtensionType,
) =>
  queryOptions({
    queryKey: extensionKeys.type(project, type),
    queryFn: async (): Promise<T[]> => {
      const list = await orEmpty(api.getExtensions<T>(type, project), [] as T[]);
      if (type !== 'layouts') return list;
      return [...(CORE_LAYOUTS as T[]), ...list.filter((l) => !CORE_LAYOUTS.some((c) => c.id === l.id))];
    },
  });

/** Interface extensions of the server. Filled by startup hydration. */
export const useInterfaceExtensions = (project: string) =>
  useQuery({ ...extensionsQuery<InterfaceMeta>(project, 'interfaces'), enabled: !!project });

/** Layouts: core plus the server's. */
export const useLayoutExtensions = (project: string) =>
  useQuery({ ...extensionsQuery(project, 'layouts'), enabled: !!project });

/** Module extensions (module bar entries at `/{project}/ext/{id}`). */
export const useModuleExtensions = (project: string) =>
  useQuery({ ...extensionsQuery(project, 'modules'), enabled: !!project });
