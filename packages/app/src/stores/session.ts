import { create } from 'zustand';
import { ADMIN_ROLE_ID, type CurrentUser } from '@atrium/sdk';

/** Admin ⇔ role id 1 (product.md §3). */
export const isAdminUser = (user: Pick<CurrentUser, 'role'> | null | undefined) =>
  user?.role?.id === ADMIN_ROLE_ID;

/** The signed-in user (client state: kept live as the user edits their own profile). */
interface SessionState {
  user: CurrentUser | null;
  setUser(user: CurrentUser | null): void;
  isAdmin(): boolean;
}

export const useSession = create<SessionState>((set, get) => ({
  user: null,
  setUser: (user) => set({ user }),
  isAdmin: () => isAdminUser(get().user),
}));

export function displayName(user: Pick<CurrentUser, 'first_name' | 'last_name' | 'email'> | null): string {
  if (!user) return '';
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ');
  return name || user.email || '';
}
