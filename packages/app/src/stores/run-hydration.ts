/**
 * The startup sequence itself, in its own chunk: the sign-in page loads it only once someone has
 * signed in (it brings every domain's query module).
 */
import { ADMIN_ROLE_ID } from '@atrium/sdk';
import { ApiError, api } from '../api/client';
import { presetKeys } from '../api/presets/keys';
import { bookmarksQuery, type PresetOwner } from '../api/presets/queries';
import { collectionsQuery } from '../api/collections/queries';
import { extensionsQuery } from '../api/extensions/queries';
import { myPermissionsQuery } from '../api/permissions/queries';
import { queryClient } from '../api/query-client';
import { relationsQuery } from '../api/relations/queries';
import { settingsQuery } from '../api/settings/queries';
import { meQuery } from '../api/users/me-query';
import { directoryQuery } from '../api/users/queries';
import { loadScreenMessages, setLocale } from '../i18n';
import { browserLocale } from '../i18n/public-language';
import { matchLocale } from '../i18n/locales';
import { sendTelemetry } from '../lib/telemetry';
import { setExtensionLists } from '../extensions/catalog';
import { ownScreenQueries, screenQueries } from './first-screen';
import { forgetOwner, rememberOwner, rememberedOwner, sameOwner } from './last-owner';
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
export async function runHydration(project: string | null, pathname?: string): Promise<void> {
  try {
    await hydrate(project, pathname);
  } catch (err) {
    // A role that cannot start the app (it may not read its own user) ends "view as role".
    if (viewAsRole()) {
      clearViewAs();
      return hydrate(project, pathname);
    }
    if (project) forgetOwner(project);
    throw err;
  }
}

/** The user's own lists: bookmarks, permissions and the opened listing's saved view. */
function ownQueries(project: string, owner: PresetOwner, pathname?: string): Promise<unknown>[] {
  const admin = owner.role === ADMIN_ROLE_ID;
  return [
    queryClient.fetchQuery(fresh(bookmarksQuery(project, owner))),
    queryClient.fetchQuery(fresh(myPermissionsQuery(project, admin))),
    ...ownScreenQueries(project, pathname, owner, admin),
  ];
}

async function hydrate(project: string | null, pathname?: string): Promise<void> {
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
    ...screenQueries(project, pathname),
  ]);
  // The user who last started here is most likely the one starting now: their own lists go out
  // with the user too, and are checked once the user is known. (Not while viewing as a role.)
  const guess = viewAsRole() ? null : rememberedOwner(project);
  const guessed = guess ? Promise.allSettled(ownQueries(project, guess, pathname)) : null;
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
    (typeof navigator === 'undefined' ? null : browserLocale());

  const owner = { id: user.id, role: user.role?.id ?? null };
  let own: Promise<unknown>;
  if (guess && guessed && sameOwner(guess, owner)) {
    // Failures are the screens' to show, as below: rethrown for bookmarks and permissions.
    own = guessed.then((results) => {
      const failed = results.slice(0, 2).find((r) => r.status === 'rejected');
      if (failed) throw (failed as PromiseRejectedResult).reason;
    });
  } else {
    if (guess && guessed) {
      // Someone else: their lists go, and the user's own are asked for.
      await guessed;
      queryClient.removeQueries({ queryKey: presetKeys.bookmarks(project, guess.id) });
      queryClient.removeQueries({ queryKey: [...presetKeys.all(project), 'preferences'] });
    }
    own = Promise.all(ownQueries(project, owner, pathname));
  }
  const [[interfaces, layouts, modules]] = await Promise.all([
    shared,
    locale ? setLocale(locale) : Promise.resolve(),
    own,
  ]);

  // The registries load extension interfaces, layouts and modules from these lists.
  setExtensionLists(api.apiRoot, { interfaces, layouts, modules });
  await messages;
  if (!viewAs) rememberOwner(project, owner);

  if (isAdminUser(user)) {
    const telemetry = useProjects.getState().projects?.find((p) => p.key === project)?.data?.telemetry;
    void sendTelemetry(telemetry);
  }
}
