import { api } from '../src/api/client';
import { useData } from '../src/stores/data';
import { useHydration } from '../src/stores/hydration';
import { useLatency } from '../src/stores/latency';
import { useNotifications } from '../src/stores/notifications';
import { useProjects } from '../src/stores/projects';
import { useSession } from '../src/stores/session';
import { useUi } from '../src/stores/ui';

/** Fresh stores between tests. */
export function resetStores() {
  api.apiRoot = 'http://localhost/';
  api.project = null;
  useProjects.setState({ projects: null, current: null, listError: null });
  useHydration.setState({ hydrating: false, hydrated: null, error: null });
  useData.getState().reset();
  useSession.setState({ user: null });
  useLatency.setState({ samples: [] });
  useNotifications.getState().clear();
  useUi.setState({ navOpen: false, infoOpen: false, theme: 'auto' });
}
