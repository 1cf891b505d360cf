/**
 * The signed-in user (product.md §7 Get me): its own small module so the startup can ask for it
 * without loading every domain's query module.
 */
import { queryOptions } from '@tanstack/react-query';
import { ME_FIELDS } from '@atrium/sdk';
import { api } from '../client';
import { userKeys } from './keys';

export const meQuery = (project: string) =>
  queryOptions({ queryKey: userKeys.me(project), queryFn: () => api.getMe(project, ME_FIELDS) });
