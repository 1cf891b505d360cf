import { evaluateGuard, type GuardStep, type Target } from '../lib/guard';
import { useHydration } from '../stores/hydration';
import { useProjects } from '../stores/projects';

/** What the route guard looks at, read from the stores. */
export function guardState() {
  const p = useProjects.getState();
  const h = useHydration.getState();
  // A start for another project (an early start for the address's project, which then turned
  // out not to be one) does not count.
  const ours = h.project === p.current;
  return {
    projects: p.projects,
    listError: p.listError,
    current: p.current,
    hydrated: h.hydrated !== null && ours,
    hydrationError: (h.error !== null || h.hydrating) && ours,
  };
}

/**
 * Performs the guard's loading steps (project list, project switch, project info) until it
 * decides: `pass`, `redirect` or `hydrate` — which the caller acts on — or null when cancelled.
 */
export async function advanceGuard(
  target: Target,
  cancelled: () => boolean = () => false,
): Promise<Exclude<GuardStep, { type: 'load-projects' | 'switch-project' | 'wait' }> | null> {
  for (let i = 0; i < 8 && !cancelled(); i++) {
    const step = evaluateGuard(guardState(), target);
    switch (step.type) {
      case 'load-projects':
        await useProjects.getState().loadProjects();
        break;
      case 'switch-project':
        useHydration.getState().reset();
        useProjects.getState().setCurrent(step.key);
        break;
      case 'wait': {
        const current = useProjects.getState().current;
        if (current) await useProjects.getState().loadProjectInfo(current);
        break;
      }
      default:
        return step;
    }
  }
  return null;
}
