import { advanceGuard } from './guard-run';
import { isPublicRoute } from '../lib/routes';
import { useHydration } from '../stores/hydration';
import { rememberedOwner } from '../stores/last-owner';
import { useProjects } from '../stores/projects';

/**
 * Starts the guard's requests (projects, project info) and, for a signed-in user, the startup
 * sequence as soon as the entry script runs — while the router still fetches the route's chunks,
 * instead of after. The guard in `Root` then finds the work done or under way (the stores share
 * in-flight requests); redirects and `?project=` stay with it.
 *
 * The opened project's info goes out with the project list. When the address names the project
 * someone last started in this browser, the startup sequence goes out with them too, without
 * waiting for the info to say the caller is signed in: if they are not, or the project is gone,
 * it fails quietly (the guard sends them to sign in; a start for another project does not count).
 */
export function startEarly(hash: string): void {
  const url = new URL(hash.replace(/^#/, '') || '/', 'http://app.invalid');
  if (url.searchParams.has('project')) return;
  const key = isPublicRoute(url.pathname) ? null : projectSegment(url.pathname);
  if (key) {
    void useProjects.getState().loadProjectInfo(key);
    if (rememberedOwner(key)) {
      const projects = useProjects.getState();
      if (projects.current !== key) projects.setCurrent(key);
      void useHydration.getState().hydrate(url.pathname);
    }
  }
  void advanceGuard({ pathname: url.pathname, search: url.search }).then((step) => {
    if (step?.type === 'hydrate') void useHydration.getState().hydrate(url.pathname);
  });
}

function projectSegment(pathname: string): string | null {
  const segment = pathname.split('/')[1];
  if (!segment) return null;
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
