/** Keys of fields (api.md §5.3): `['p', project, 'fields', collection?]`. */
import { projectRoot } from '../scope';

export const fieldKeys = {
  all: (project: string) => [...projectRoot(project), 'fields'] as const,
  collection: (project: string, collection: string) => [...fieldKeys.all(project), collection] as const,
  /** The settings collection's field rows (`GET /settings/fields`). */
  settings: (project: string) => [...fieldKeys.all(project), '$settings'] as const,
};
