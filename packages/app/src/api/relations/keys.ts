/** Keys of relations (api.md §5.4): `['p', project, 'relations']`. */
import { projectRoot } from '../scope';

export const relationKeys = {
  all: (project: string) => [...projectRoot(project), 'relations'] as const,
};
