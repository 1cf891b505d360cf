import { extensionsMissingNow } from '../extensions/missing';
import { coreInterfaceIds } from '../interfaces/registry';
import { coreLayoutIds } from '../layouts/registry';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { infoSidebarWide, INFO_AUTO_OPEN_WIDTH, isItemRoute } from '../lib/routes';
import { useHydration } from '../stores/hydration';
import { useUi } from '../stores/ui';
import { ErrorScreen } from './ErrorScreen';
import { FullPageLoader } from './FullPageLoader';
import { InfoSidebar } from './InfoSidebar';
import { NavSidebar } from './NavSidebar';
import { ViewAsBanner } from './ViewAsBanner';
import { NotFound } from '../routes/not-found/NotFound';
import { useProjects } from '../stores/projects';
import { useSetting } from '../api/settings/queries';
import { useProjectKey } from '../api/project-key';

/** The content area's error boundary, in this chunk so that it shows when others fail to load. */
export { ContentFailed } from './ContentFailed';

/** `--brand` from the project_color setting: a hex as is, else a palette token (app-catalogue.md §3). */
export function brandStyle(color: unknown): React.CSSProperties | undefined {
  if (typeof color !== 'string' || !color) return undefined;
  return { '--brand': color.startsWith('#') ? color : `var(--${color})` } as React.CSSProperties;
}

const NARROW = '(max-width: 799px)';

function useNarrow(): boolean {
  return useSyncExternalStore(
    (notify) => {
      const query = window.matchMedia?.(NARROW);
      query?.addEventListener('change', notify);
      return () => query?.removeEventListener('change', notify);
    },
    () => window.matchMedia?.(NARROW).matches ?? false,
  );
}

/** The signed-in frame: navigation sidebar, page, info sidebar; loader and error screens. */
export function PrivateLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const hydrated = useHydration((s) => s.hydrated);
  const error = useHydration((s) => s.error);
  // The registries live in the shell's chunk, never in the sign-in page's.
  const extensionsMissing =
    useHydration((s) => s.hydrated) !== null &&
    extensionsMissingNow({ interfaces: coreInterfaceIds(), layouts: coreLayoutIds() });
  const navOpen = useUi((s) => s.navOpen);
  const infoOpen = useUi((s) => s.infoOpen);
  const closeSidebars = useUi((s) => s.closeSidebars);
  const setInfoOpen = useUi((s) => s.setInfoOpen);
  const segment = decodeURIComponent(location.pathname.split('/')[1] ?? '');
  // A path under a project key that does not exist is not found, not the current project's page.
  const unknownProject = useProjects((s) => !!s.projects && !s.projects.some((p) => p.key === segment));

  const narrow = useNarrow();
  const projectColor = useSetting(useProjectKey(), 'project_color').data;

  // Escape closes an open sidebar (dialogs handle their own Escape first).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && (useUi.getState().navOpen || useUi.getState().infoOpen)) closeSidebars();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [closeSidebars]);

  // Item pages open the info sidebar on wide windows (product.md §2 Edit screen).
  useEffect(() => {
    if (isItemRoute(location.pathname) && window.innerWidth > INFO_AUTO_OPEN_WIDTH) setInfoOpen(true);
  }, [location.pathname, setInfoOpen]);

  if (error) {
    return (
      <ErrorScreen
        title={t('server_error')}
        body={t('server_error_copy')}
        details={error.message}
        logoutLink
      />
    );
  }
  if (!hydrated) return <FullPageLoader label={t('fetching_data')} />;
  if (extensionsMissing) {
    return (
      <ErrorScreen
        icon="extension"
        title={t('extensions_missing')}
        body={t('extensions_missing_copy')}
        logoutLink
      />
    );
  }
  return (
    <div
      className={`private-view${infoSidebarWide(location.pathname) ? ' info-wide' : ''}${navOpen ? ' nav-open' : ''}`}
      style={brandStyle(projectColor)}
    >
      <a
        className="skip-link"
        href="#main-content"
        onClick={(e) => {
          e.preventDefault();
          document.getElementById('main-content')?.focus();
        }}
      >
        {t('skip_to_content')}
      </a>
      {/* Off-screen drawer on narrow windows: out of the tab order until opened. */}
      <div className={`nav-wrapper${navOpen ? ' open' : ''}`} inert={narrow && !navOpen}>
        <NavSidebar />
      </div>
      {(navOpen || infoOpen) && <div className="blocker" aria-hidden="true" onClick={closeSidebars} />}
      <main id="main-content" className="content" tabIndex={-1}>
        <ViewAsBanner />
        {unknownProject ? <NotFound /> : <Outlet />}
      </main>
      <InfoSidebar />
    </div>
  );
}
