/** Keys of collections (api.md §5.2): `['p', project, 'collections']`. */
import { projectRoot } from '../scope';

export const collectionKeys = {
  all: (project: string) => [...projectRoot(project), 'collections'] as const,
};
