import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { infoSidebarWide, isPublicRoute, UNTRACKED_ROUTES } from '../lib/routes';
import { useHydration } from '../stores/hydration';
import { useLatency } from '../stores/latency';
import { recordPage } from '../stores/page-record';
import { isCloudKey, useProjects } from '../stores/projects';
import { useSession } from '../stores/session';
import { applyBodyClasses, bodyClasses, useUi } from '../stores/ui';
import { FullPageLoader } from './FullPageLoader';
import { advanceGuard } from './guard-run';
import { Notifications } from './Notifications';

/** Latency ping delay after each navigation (product.md §9). */
export const PING_DELAY = 1000;
export const DRAG_CLEAR_DELAY = 50;

/** Runs the route guard on every navigation and renders the matched route once it passes. */
export function Root() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [passed, setPassed] = useState<string | null>(null);
  const theme = useUi((s) => s.theme);
  const infoOpen = useUi((s) => s.infoOpen);
  const hydrated = useHydration((s) => s.hydrated);
  const isPublic = isPublicRoute(location.pathname);

  useLayoutEffect(() => {
    let cancelled = false;
    useUi.getState().closeSidebars();
    const run = async () => {
      // ?project=key preselects the project and is then removed; a cloud key reloads the list.
      const params = new URLSearchParams(location.search);
      const projectParam = params.get('project');
      if (projectParam) {
        params.delete('project');
        const projects = useProjects.getState();
        if (isCloudKey(projectParam) || projects.projects === null) {
          projects.reset();
          await useProjects.getState().loadProjects();
        }
        // Unknown keys are ignored: the current project stays.
        if (useProjects.getState().projects?.some((p) => p.key === projectParam)) {
          useProjects.getState().setCurrent(projectParam);
        }
        if (cancelled) return;
        const search = params.toString();
        navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
        return;
      }
      const step = await advanceGuard(location, () => cancelled);
      if (!step || cancelled) return;
      switch (step.type) {
        case 'pass':
          setPassed(location.key);
          return;
        case 'redirect':
          navigate(step.to, { replace: true });
          return;
        case 'hydrate':
          setPassed(location.key);
          void useHydration.getState().hydrate(location.pathname);
          return;
      }
    };
    void run();
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key, location.pathname, location.search]);

  // After each navigation: latency ping after one second.
  useEffect(() => {
    const timer = setTimeout(() => void useLatency.getState().measure(), PING_DELAY);
    return () => clearTimeout(timer);
  }, [location.key, location.pathname]);

  // Page tracking: once per page, to the project the path names, after the guard passed it and
  // hydration finished (issue 14 item 7: not twice, never to another project).
  const lastTracked = useRef<string | null>(null);
  useEffect(() => {
    const user = useSession.getState().user;
    const pathname = location.pathname;
    if (!hydrated || !user || passed !== location.key) return;
    if (UNTRACKED_ROUTES.includes(pathname) || isPublicRoute(pathname)) return;
    const project = decodeURIComponent(pathname.split('/')[1] ?? '');
    if (project !== useProjects.getState().current) return;
    const id = `${project}|${user.id}|${pathname}`;
    if (lastTracked.current === id) return;
    lastTracked.current = id;
    recordPage(project, user.id, pathname);
  }, [location.key, location.pathname, hydrated, passed]);

  // The body's dragging class is cleared 50 ms after the last drag event (product.md §4).
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onDrag = () => {
      document.body.classList.add('dragging');
      clearTimeout(timer);
      timer = setTimeout(() => document.body.classList.remove('dragging'), DRAG_CLEAR_DELAY);
    };
    window.addEventListener('dragenter', onDrag);
    window.addEventListener('dragover', onDrag);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('dragenter', onDrag);
      window.removeEventListener('dragover', onDrag);
    };
  }, []);

  useEffect(() => {
    applyBodyClasses(
      bodyClasses({ isPublic, theme, infoOpen, infoWide: infoSidebarWide(location.pathname) }),
    );
  }, [isPublic, theme, infoOpen, location.pathname]);

  return (
    <>
      {passed === null ? <FullPageLoader label={t('loading')} /> : <Outlet />}
      <Notifications />
    </>
  );
}
