/**
 * Keys of extension lists `GET /interfaces|/layouts|/modules` (api.md §5.21). They sit on the API
 * root but depend on who is signed in to which project, so they start with the project too:
 * `['p', project, 'extensions', type]`.
 */
import type { ExtensionType } from '@atrium/sdk';
import { projectRoot } from '../scope';

export const extensionKeys = {
  all: (project: string) => [...projectRoot(project), 'extensions'] as const,
  type: (project: string, type: ExtensionType) => [...extensionKeys.all(project), type] as const,
};
