/** Reads of projects and server (product.md §7): the project list and each project's info. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchProjectInfo, fetchProjectKeys } from './fetchers';
import { serverKeys } from './keys';

/** The installed project keys (503/14 rejects: nothing installed yet). */
export const projectsQuery = () =>
  queryOptions({ queryKey: serverKeys.projects(), queryFn: fetchProjectKeys });

/** Project keys for the project switcher. */
export const useProjectList = () => useQuery(projectsQuery());

/**
 * `GET /{project}/`: the public branding for anyone; version, database and upload limit for a
 * signed-in caller (`public` absent ⇔ signed in).
 */
export const projectInfoQuery = (project: string) =>
  queryOptions({ queryKey: serverKeys.info(project), queryFn: () => fetchProjectInfo(project) });

/** Project info and server facts (`data.server.max_upload_size`, `data.api.version`). */
export const useProjectInfo = (project: string) =>
  useQuery({ ...projectInfoQuery(project), enabled: !!project });
