import { setApiRoot } from '../src/api/client';
import { queryClient } from '../src/api/query-client';
import { useHydration } from '../src/stores/hydration';
import { useLatency } from '../src/stores/latency';
import { useNotifications } from '../src/stores/notifications';
import { useProjects } from '../src/stores/projects';
import { useSession } from '../src/stores/session';
import { useUi } from '../src/stores/ui';

/** Fresh stores between tests. */
export function resetStores() {
  for (const key of Object.keys(localStorage))
    if (key.startsWith('atrium.owner.')) localStorage.removeItem(key);
  setApiRoot('http://localhost/');
  queryClient.clear();
  useProjects.setState({ projects: null, current: null, listError: null });
  useHydration.setState({ hydrating: false, hydrated: null, error: null, project: null });
  useSession.setState({ user: null });
  useLatency.setState({ samples: [] });
  useNotifications.getState().clear();
  useUi.setState({ navOpen: false, infoOpen: false, theme: 'auto' });
}
