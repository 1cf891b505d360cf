import { advanceGuard } from './guard-run';
import { isPublicRoute } from '../lib/routes';
import { useHydration } from '../stores/hydration';
import { useProjects } from '../stores/projects';

/**
 * Starts the guard's requests (projects, project info) and, for a signed-in user, the startup
 * sequence as soon as the entry script runs — while the router still fetches the route's chunks,
 * instead of after; the opened project's info alongside the project list. The guard in `Root` then finds the work done or under way (the stores share
 * in-flight requests); redirects and `?project=` stay with it.
 */
export function startEarly(hash: string): void {
  const url = new URL(hash.replace(/^#/, '') || '/', 'http://app.invalid');
  if (url.searchParams.has('project')) return;
  // The opened project's info goes out with the project list, not after it.
  const segment = url.pathname.split('/')[1];
  if (segment && !isPublicRoute(url.pathname)) {
    let key: string | null = null;
    try {
      key = decodeURIComponent(segment);
    } catch {
      // not a project key: the guard sends the user on
    }
    if (key) void useProjects.getState().loadProjectInfo(key);
  }
  void advanceGuard({ pathname: url.pathname, search: url.search }).then((step) => {
    if (step?.type === 'hydrate') void useHydration.getState().hydrate(url.pathname);
  });
}
