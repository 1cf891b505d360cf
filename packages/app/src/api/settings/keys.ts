/** Keys of global settings (api.md §5.15): `['p', project, 'settings']`. */
import { itemKeys } from '../items/keys';

export const settingKeys = {
  all: (project: string) => itemKeys.all(project, 'directus_settings'),
};
