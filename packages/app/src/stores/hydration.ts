import { create } from 'zustand';
import { ApiError, api } from '../api/client';
import { bookmarksQuery } from '../api/presets';
import { collectionsQuery } from '../api/collections';
import { extensionsQuery } from '../api/extensions';
import { myPermissionsQuery } from '../api/permissions';
import { queryClient } from '../api/query-client';
import { relationsQuery } from '../api/relations';
import { settingsQuery } from '../api/settings';
import { directoryQuery, meQuery } from '../api/users';
import { setLocale } from '../i18n';
import { matchLocale } from '../i18n/locales';
import { sendTelemetry } from '../lib/telemetry';
import { extensionLists, setExtensionLists } from '../extensions/catalog';
import { CORE_MODULE_IDS, extensionsMissing } from '../extensions/missing';
import { coreInterfaceIds } from '../interfaces/registry';
import { coreLayoutIds } from '../layouts/registry';
import { useLatency } from './latency';
import { useProjects } from './projects';
import { isAdminUser, useSession } from './session';
import { useUi } from './ui';

/** Startup progress: client state only; the data itself lives in the query cache. */
interface HydrationState {
  hydrating: boolean;
  /** Timestamp of the last successful hydration. */
  hydrated: number | null;
  error: { code: number; message: string } | null;
  hydrate(): Promise<void>;
  reset(): void;
  extensionsMissing(): boolean;
}

/**
 * An extension list that fails to load (other than the tolerated 403/404) does not fail the start:
 * it is recorded as `null` and the extensions-missing screen says so (product.md §4).
 */
function extensionList(project: string, type: 'interfaces' | 'layouts' | 'modules') {
  return queryClient.fetchQuery(fresh(extensionsQuery(project, type))).catch(() => null);
}

/** Hydration always asks the server: a fresh start must not reuse another session's cache. */
const fresh = <T extends object>(options: T) => ({ ...options, staleTime: 0 });

let running: Promise<void> | null = null;

/**
 * Startup (product.md §4) through the query cache, so screens then read the same entries:
 * projects and current user; language; then latency, extensions, collections, settings,
 * bookmarks, users, relations and server info in parallel; then permissions. Lists the role may
 * not read (403, 401/3) come back empty (their modules hide); any other failure fails startup.
 */
async function runHydration(): Promise<void> {
  const project = useProjects.getState().current;
  if (!project) throw new ApiError(-1, 'No project selected');
  const projects = useProjects.getState();
  const [, user] = await Promise.all([
    projects.projects ? Promise.resolve() : projects.loadProjects(),
    queryClient.fetchQuery(fresh(meQuery(project))),
  ]);
  useSession.getState().setUser(user);
  useUi.getState().setTheme(user.theme);

  const info = useProjects.getState().projects?.find((p) => p.key === project)?.data;
  const locale =
    matchLocale(user.locale) ??
    matchLocale(info?.default_locale) ??
    matchLocale(typeof navigator === 'undefined' ? null : navigator.language, true);
  if (locale) await setLocale(locale);

  const owner = { id: user.id, role: user.role?.id ?? null };
  const [, interfaces, layouts, modules] = await Promise.all([
    useLatency.getState().measure(),
    extensionList(project, 'interfaces'),
    extensionList(project, 'layouts'),
    extensionList(project, 'modules'),
    queryClient.fetchQuery(fresh(collectionsQuery(project))),
    queryClient.fetchQuery(fresh(settingsQuery(project))),
    queryClient.fetchQuery(fresh(bookmarksQuery(project, owner))),
    queryClient.fetchQuery(fresh(directoryQuery(project))),
    queryClient.fetchQuery(fresh(relationsQuery(project))),
    useProjects.getState().loadProjectInfo(project),
  ]);

  // The registries load extension interfaces, layouts and modules from these lists.
  setExtensionLists(api.apiRoot, { interfaces, layouts, modules });

  await queryClient.fetchQuery(fresh(myPermissionsQuery(project, isAdminUser(user))));

  if (isAdminUser(user)) {
    const telemetry = useProjects.getState().projects?.find((p) => p.key === project)?.data?.telemetry;
    void sendTelemetry(telemetry);
  }
}

export const useHydration = create<HydrationState>((set, get) => ({
  hydrating: false,
  hydrated: null,
  error: null,
  async hydrate() {
    if (running) return running;
    set({ hydrating: true, error: null });
    running = runHydration()
      .then(() => set({ hydrated: Date.now(), hydrating: false }))
      .catch((err: unknown) => {
        const e = err instanceof ApiError ? err : new ApiError(-1, String((err as Error)?.message ?? err));
        set({ hydrated: null, hydrating: false, error: { code: e.code, message: e.message } });
      })
      .finally(() => {
        running = null;
      });
    return running;
  },
  reset() {
    set({ hydrating: false, hydrated: null, error: null });
    // Every project-scoped entry goes: the next hydration starts from the server.
    queryClient.removeQueries({ queryKey: ['p'] });
    useSession.getState().setUser(null);
  },
  extensionsMissing() {
    if (!get().hydrated) return false;
    return extensionsMissing(
      { interfaces: coreInterfaceIds(), layouts: coreLayoutIds(), modules: CORE_MODULE_IDS },
      extensionLists(),
    );
  },
}));
