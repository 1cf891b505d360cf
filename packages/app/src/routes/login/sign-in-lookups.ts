/**
 * What the sign-in page asks the server before anyone is in: the project's third-party providers
 * and, for a session that is still open, who it belongs to. A tiny store instead of TanStack Query,
 * so the sign-in page stays within its size budget (the query client loads after sign-in).
 */
import { useEffect } from 'react';
import { create } from 'zustand';
import { ME_FIELDS, type AuthProvider, type CurrentUser } from '@atrium/sdk';
import { api } from '../../api/client';

interface Lookups {
  providers: Record<string, AuthProvider[]>;
  /** The open session's user per project; null when the server would not say. */
  me: Record<string, CurrentUser | null>;
  loadProviders(project: string): Promise<void>;
  loadMe(project: string): Promise<void>;
}

const useLookups = create<Lookups>((set) => ({
  providers: {},
  me: {},
  async loadProviders(project) {
    const list = await api.getAuthProviders(project).catch((): AuthProvider[] => []);
    set((s) => ({ providers: { ...s.providers, [project]: list } }));
  },
  async loadMe(project) {
    const user = await api.getMe(project, ME_FIELDS).catch(() => null);
    set((s) => ({ me: { ...s.me, [project]: user } }));
  },
}));

/** Third-party sign-in providers of a project; none when the list fails or is not asked for. */
export function useAuthProviders(project: string | null, enabled: boolean): AuthProvider[] {
  const list = useLookups((s) => (project ? s.providers[project] : undefined));
  useEffect(() => {
    if (project && enabled) void useLookups.getState().loadProviders(project);
  }, [project, enabled]);
  return list ?? [];
}

/** The open session's user: undefined while unknown, null when the server would not say. */
export function useOpenSessionUser(project: string | null, enabled: boolean): CurrentUser | null | undefined {
  const user = useLookups((s) => (project ? s.me[project] : undefined));
  useEffect(() => {
    if (project && enabled) void useLookups.getState().loadMe(project);
  }, [project, enabled]);
  return user;
}
