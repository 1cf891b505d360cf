import { advanceGuard } from './guard-run';
import { useHydration } from '../stores/hydration';

/**
 * Starts the guard's requests (projects, project info) and, for a signed-in user, the startup
 * sequence as soon as the entry script runs — while the router still fetches the route's chunks,
 * instead of after. The guard in `Root` then finds the work done or under way (the stores share
 * in-flight requests); redirects and `?project=` stay with it.
 */
export function startEarly(hash: string): void {
  const url = new URL(hash.replace(/^#/, '') || '/', 'http://app.invalid');
  if (url.searchParams.has('project')) return;
  void advanceGuard({ pathname: url.pathname, search: url.search }).then((step) => {
    if (step?.type === 'hydrate') void useHydration.getState().hydrate(url.pathname);
  });
}
