/** Keys of files (api.md §5.5): `['p', project, 'files', ...]` (the item root of `directus_files`). */
import { itemKeys } from '../items/keys';

export const FILES = 'directus_files';

export const fileKeys = {
  all: (project: string) => itemKeys.all(project, FILES),
  lists: (project: string) => itemKeys.lists(project, FILES),
};
