import { useProjects } from '../stores/projects';
import { useSession } from '../stores/session';
import { setLocale } from '.';
import { matchLocale } from './locales';

/** The first of the browser's preferred languages that the app speaks (exact region first). */
export function browserLocale(languages: readonly string[] = navigator.languages ?? [navigator.language]) {
  for (const code of languages) {
    const match = matchLocale(code) ?? matchLocale(code, true);
    if (match) return match;
  }
  return null;
}

/**
 * The language of the public pages (sign-in, password reset, install), before anyone signs in:
 * the browser's, else the project's `default_locale` once its info arrives, else en-US. Only
 * that language's `index.json` is fetched. A signed-in user's own language wins over both.
 */
export function speakPublicLanguage(): void {
  const browser = browserLocale();
  if (browser) {
    void setLocale(browser);
    return;
  }
  const follow = () => {
    const locale = matchLocale(useProjects.getState().currentProject()?.data?.default_locale);
    if (!locale) return false;
    if (!useSession.getState().user) void setLocale(locale);
    return true;
  };
  if (follow()) return;
  const stop = useProjects.subscribe(() => {
    if (follow()) stop();
  });
}
