/**
 * The users the user interfaces show: the hydration's user directory (product.md §3 User list
 * fields, avatars expanded), looked up by id. A value may be an id or an expanded user object.
 */
import type { User } from '@atrium/sdk';
import { useProjectKey } from '../../api/project-key';
import { useUserDirectory } from '../../api/users/queries';
import { renderTemplate } from '../template';

export type UserLike = Partial<User> & { id?: number | string | null };

/** The id a stored value refers to (`12`, `'12'` or `{id: 12, ...}`), or null. */
export function userIdOf(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'object') return userIdOf((value as { id?: unknown }).id);
  const id = Number(value);
  return Number.isFinite(id) ? id : null;
}

/**
 * The user a value stands for: the directory's entry (it has the avatar), else the value itself
 * when it is an expanded object, else null.
 */
export function userOf(value: unknown, directory: readonly User[] | undefined): UserLike | null {
  const id = userIdOf(value);
  if (id === null) return null;
  const known = directory?.find((u) => Number(u.id) === id);
  if (known) return known;
  return typeof value === 'object' && value !== null ? (value as UserLike) : null;
}

/** A user's name through the template; the e-mail or `#id` when the template renders blank. */
export function userLabel(user: UserLike, template: string | null | undefined): string {
  const text = renderTemplate(template || '{{first_name}} {{last_name}}', user)
    .replace(/\s+/g, ' ')
    .trim();
  return text || user.email || (user.id !== undefined && user.id !== null ? `#${user.id}` : '');
}

/** The user directory of the current project (empty while loading or when users are not readable). */
export function useDirectory(): { users: User[]; loading: boolean } {
  const project = useProjectKey();
  const query = useUserDirectory(project);
  return { users: query.data ?? [], loading: query.isPending && !!project };
}
