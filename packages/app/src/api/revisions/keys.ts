/** Keys of revisions (product.md §7 Revisions): `['p', project, 'revisions', collection, key]`. */
import type { PrimaryKey, QueryParams } from '@atrium/sdk';
import { projectRoot } from '../scope';

export const revisionKeys = {
  all: (project: string) => [...projectRoot(project), 'revisions'] as const,
  item: (project: string, collection: string, key: PrimaryKey) =>
    [...revisionKeys.all(project), collection, String(key)] as const,
  itemWith: (project: string, collection: string, key: PrimaryKey, params: QueryParams = {}) =>
    [...revisionKeys.item(project, collection, key), params] as const,
};
