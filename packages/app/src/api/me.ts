/**
 * The signed-in user (product.md §7 Get me): its own small module so the sign-in page can ask for
 * it without loading every domain's query module. `users.ts` re-exports it.
 */
import { queryOptions } from '@tanstack/react-query';
import { ME_FIELDS } from '@atrium/sdk';
import { api } from './client';
import { projectRoot } from './project-key';

export const meKey = (project: string) => [...projectRoot(project), 'me'] as const;

export const meQuery = (project: string) =>
  queryOptions({ queryKey: meKey(project), queryFn: () => api.getMe(project, ME_FIELDS) });
