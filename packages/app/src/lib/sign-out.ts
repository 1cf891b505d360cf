import { api } from '../api/client';
import { useHydration } from '../stores/hydration';
import { forgetOwner } from '../stores/last-owner';
import { useNotifications } from '../stores/notifications';
import { useProjects } from '../stores/projects';
import { useUi } from '../stores/ui';

/**
 * Sign-out (product.md §4), after the caller's confirmation: log out, mark the project not
 * authenticated, reset state, reload the project list. The caller then goes to /login.
 */
export async function signOut(): Promise<void> {
  const projects = useProjects.getState();
  const key = projects.current;
  try {
    if (key) await api.logout(key);
  } catch {
    // Signed out locally either way; the server session expires on its own.
  }
  if (key) {
    projects.setAuthenticated(key, false);
    forgetOwner(key);
  }
  useHydration.getState().reset();
  useNotifications.getState().clear();
  useUi.getState().closeSidebars();
  projects.reset();
  await useProjects.getState().loadProjects();
}
