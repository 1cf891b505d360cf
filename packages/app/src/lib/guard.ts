import type { Project } from '../stores/projects';
import { isPublicRoute } from './routes';

export interface GuardState {
  projects: Project[] | null;
  listError: { code: number; message: string } | null;
  current: string | null;
  hydrated: boolean;
  hydrationError: boolean;
}

export interface Target {
  pathname: string;
  search: string;
}

export type GuardStep =
  | { type: 'pass' }
  | { type: 'redirect'; to: string }
  | { type: 'load-projects' }
  | { type: 'switch-project'; key: string }
  | { type: 'wait' }
  | { type: 'hydrate' };

/**
 * The route guard (product.md §2) as a pure step function: the caller performs the returned
 * action and evaluates again until it gets `pass` or `redirect`.
 */
export function evaluateGuard(s: GuardState, to: Target): GuardStep {
  if (s.projects === null) return { type: 'load-projects' };
  if (s.projects.length === 0 && !s.listError) {
    return to.pathname === '/install' ? { type: 'pass' } : { type: 'redirect', to: '/install' };
  }
  if (isPublicRoute(to.pathname)) return { type: 'pass' };

  const segment = decodeURIComponent(to.pathname.split('/')[1] ?? '');
  if (segment && segment !== s.current && s.projects.some((p) => p.key === segment)) {
    return { type: 'switch-project', key: segment };
  }
  const project = s.projects.find((p) => p.key === s.current);
  if (project?.status === 'loading') return { type: 'wait' };
  if (project?.data?.authenticated) {
    if (to.pathname === '/' || to.pathname === '')
      return { type: 'redirect', to: `/${project.key}/collections` };
    if (!s.hydrated && !s.hydrationError) return { type: 'hydrate' };
    return { type: 'pass' };
  }
  if (to.pathname === '/' || to.pathname === '') return { type: 'redirect', to: `/login${to.search}` };
  return { type: 'redirect', to: `/login?redirect=${encodeURIComponent(to.pathname + to.search)}` };
}
