/**
 * Keys of projects and server (product.md §7): the project list is the only key outside a project
 * (`['projects']`): it is what picks the project.
 */
import { projectRoot } from '../scope';

export const serverKeys = {
  projects: () => ['projects'] as const,
  info: (project: string) => [...projectRoot(project), 'info'] as const,
};
