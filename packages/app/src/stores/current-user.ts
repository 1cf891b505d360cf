/**
 * Editing one's own profile updates the running app at once (product.md §6): the signed-in user
 * is read again and its name, avatar, theme and language take effect without a reload.
 */
import { meQuery } from '../api/users/me-query';
import { queryClient } from '../api/query-client';
import { directoryQuery } from '../api/users/queries';
import { setLocale } from '../i18n';
import { DEFAULT_LOCALE, matchLocale } from '../i18n/locales';
import { useProjects } from './projects';
import { useSession } from './session';
import { useUi } from './ui';

export async function refreshCurrentUser(project: string): Promise<void> {
  const [me] = await Promise.all([
    queryClient.fetchQuery({ ...meQuery(project), staleTime: 0 }),
    // Avatars and names elsewhere (owner fields, the user interface) come from the directory.
    queryClient.invalidateQueries({ queryKey: directoryQuery(project).queryKey }),
  ]);
  useSession.getState().setUser(me);
  useUi.getState().setTheme(me.theme);
  const info = useProjects.getState().projects?.find((p) => p.key === project)?.data;
  await setLocale(matchLocale(me.locale) ?? matchLocale(info?.default_locale) ?? DEFAULT_LOCALE);
}
