import { create } from 'zustand';
import type { CurrentUser } from '../api/types';

/** Admin role id (product.md §9). */
export const ADMIN_ROLE = 1;

interface SessionState {
  user: CurrentUser | null;
  setUser(user: CurrentUser | null): void;
  isAdmin(): boolean;
}

export const useSession = create<SessionState>((set, get) => ({
  user: null,
  setUser: (user) => set({ user }),
  isAdmin: () => get().user?.role?.id === ADMIN_ROLE,
}));

export function displayName(user: Pick<CurrentUser, 'first_name' | 'last_name' | 'email'> | null): string {
  if (!user) return '';
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ');
  return name || user.email || '';
}
