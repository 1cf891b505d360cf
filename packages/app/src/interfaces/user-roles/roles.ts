import type { Role } from '@atrium/sdk';

/** The role id a stored value refers to (`3`, `'3'` or `{id: 3, name}`), or null. */
export function roleIdOf(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'object') return roleIdOf((value as { id?: unknown }).id);
  const id = Number(value);
  return Number.isFinite(id) ? id : null;
}

/** The role's name: from an expanded value, else from the roles list; null when unknown. */
export function roleName(value: unknown, roles: readonly Role[] | undefined): string | null {
  if (value && typeof value === 'object' && typeof (value as Role).name === 'string')
    return (value as Role).name;
  const id = roleIdOf(value);
  if (id === null) return null;
  return roles?.find((r) => Number(r.id) === id)?.name ?? null;
}
