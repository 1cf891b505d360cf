/** Reads of the extension lists (api.md §5.21). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExtensionMeta, ExtensionType, InterfaceMeta } from '@atrium/sdk';
import { api } from '../client';
import { orEmpty } from '../tolerate';
import { extensionKeys } from './keys';

/**
 * One kind of extension: the server lists only installed extensions (core interfaces and layouts
 * are the app's own registries). A server that does not route the list (404/1, or 401/3 for the
 * reserved segment) gives an empty list.
 */
export const extensionsQuery = <T extends ExtensionMeta = ExtensionMeta>(
  project: string,
  type: ExtensionType,
) =>
  queryOptions({
    queryKey: extensionKeys.type(project, type),
    queryFn: (): Promise<T[]> => orEmpty(api.getExtensions<T>(project, type), [] as T[]),
  });

/** Interface extensions of the server. Filled by startup hydration. */
export const useInterfaceExtensions = (project: string) =>
  useQuery({ ...extensionsQuery<InterfaceMeta>(project, 'interfaces'), enabled: !!project });

/** Layout extensions of the server. */
export const useLayoutExtensions = (project: string) =>
  useQuery({ ...extensionsQuery(project, 'layouts'), enabled: !!project });

/** Module extensions (module bar entries at `/{project}/ext/{id}`). */
export const useModuleExtensions = (project: string) =>
  useQuery({ ...extensionsQuery(project, 'modules'), enabled: !!project });
