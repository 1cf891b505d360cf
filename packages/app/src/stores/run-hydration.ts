/**
 * The startup sequence itself, in its own chunk: the sign-in page loads it only once someone has
 * signed in (it brings every domain's query module).
 */
import { ApiError, api } from '../api/client';
import { bookmarksQuery } from '../api/presets';
import { collectionsQuery } from '../api/collections';
import { extensionsQuery } from '../api/extensions';
import { myPermissionsQuery } from '../api/permissions';
import { queryClient } from '../api/query-client';
import { relationsQuery } from '../api/relations';
import { settingsQuery } from '../api/settings';
import { directoryQuery, meQuery } from '../api/users';
import { loadScreenMessages, setLocale } from '../i18n';
import { matchLocale } from '../i18n/locales';
import { sendTelemetry } from '../lib/telemetry';
import { setExtensionLists } from '../extensions/catalog';
import { firstScreenQueries } from './first-screen';
import { useLatency } from './latency';
import { useProjects } from './projects';
import { isAdminUser, useSession } from './session';
import { useUi } from './ui';
import { clearViewAs, viewAsRole } from './view-as';

/**
 * An extension list that fails to load (other than the tolerated 403/404) does not fail the start:
 * it is recorded as `null` and the extensions-missing screen says so (product.md §4).
 */
function extensionList(project: string, type: 'interfaces' | 'layouts' | 'modules') {
  return queryClient.fetchQuery(fresh(extensionsQuery(project, type))).catch(() => null);
}

/** Hydration always asks the server: a fresh start must not reuse another session's cache. */
const fresh = <T extends object>(options: T) => ({ ...options, staleTime: 0 });

/**
 * Startup (product.md §4) through the query cache, so screens then read the same entries:
 * projects and current user, and alongside them latency, extensions, collections, settings,
 * users, relations and server info; once the user is known, their language, bookmarks and
 * permissions. Lists the role may not read (403, 401/3) come back empty (their modules hide); any
 * other failure fails startup.
 */
export async function runHydration(pathname?: string): Promise<void> {
  try {
    await hydrate(pathname);
  } catch (err) {
    // A role that cannot start the app (it may not read its own user) ends "view as role".
    if (viewAsRole()) {
      clearViewAs();
      return hydrate(pathname);
    }
    throw err;
  }
}

async function hydrate(pathname?: string): Promise<void> {
  const project = useProjects.getState().current;
  if (!project) throw new ApiError(-1, 'No project selected');
  // The screens' messages load alongside; they are awaited before any screen renders.
  const messages = loadScreenMessages();
  const projects = useProjects.getState();
  const mine = Promise.all([
    projects.projects ? Promise.resolve() : projects.loadProjects(),
    queryClient.fetchQuery(fresh(meQuery(project))),
  ]);
  // What does not depend on who the user is starts at once, alongside the user.
  const shared = Promise.all([
    extensionList(project, 'interfaces'),
    extensionList(project, 'layouts'),
    extensionList(project, 'modules'),
    useLatency.getState().measure(),
    queryClient.fetchQuery(fresh(collectionsQuery(project))),
    queryClient.fetchQuery(fresh(settingsQuery(project))),
    queryClient.fetchQuery(fresh(directoryQuery(project))),
    queryClient.fetchQuery(fresh(relationsQuery(project))),
    // Just asked by the guard or the sign-in page, signed in: not asked twice.
    useProjects.getState().loadProjectInfo(project, { reuseFor: 10_000 }),
  ]);
  // Observed here so a failure while the user is still loading is not an unhandled rejection;
  // it is awaited (and thrown) below.
  shared.catch(() => undefined);
  const [, me] = await mine;
  // Viewing the app as a role: the admin takes that role (navigation, listings, no settings).
  const viewAs = viewAsRole();
  const user = viewAs && viewAs.project === project ? { ...me, role: viewAs.role } : me;
  useSession.getState().setUser(user);
  useUi.getState().setTheme(user.theme);

  const info = useProjects.getState().projects?.find((p) => p.key === project)?.data;
  const locale =
    matchLocale(user.locale) ??
    matchLocale(info?.default_locale) ??
    matchLocale(typeof navigator === 'undefined' ? null : navigator.language, true);

  const owner = { id: user.id, role: user.role?.id ?? null };
  const [[interfaces, layouts, modules]] = await Promise.all([
    shared,
    locale ? setLocale(locale) : Promise.resolve(),
    queryClient.fetchQuery(fresh(bookmarksQuery(project, owner))),
    queryClient.fetchQuery(fresh(myPermissionsQuery(project, isAdminUser(user)))),
    ...firstScreenQueries(project, pathname, owner, isAdminUser(user)),
  ]);

  // The registries load extension interfaces, layouts and modules from these lists.
  setExtensionLists(api.apiRoot, { interfaces, layouts, modules });
  await messages;

  if (isAdminUser(user)) {
    const telemetry = useProjects.getState().projects?.find((p) => p.key === project)?.data?.telemetry;
    void sendTelemetry(telemetry);
  }
}
