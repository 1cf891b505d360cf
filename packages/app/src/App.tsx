import { useState, type ComponentType } from 'react';
import { I18nProvider } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { createHashRouter, RouterProvider, type RouteObject } from 'react-router';
// Before the router: its popstate listener comes after this one.
import './shell/outside-navigation';
import { ErrorScreen } from './shell/ErrorScreen';
import { FullPageLoader } from './shell/FullPageLoader';
import { Root } from './shell/Root';

/** Shown while the first screen's code loads, before any route can render. */
function Starting() {
  const { t } = useTranslation();
  return <FullPageLoader label={t('loading')} />;
}

/**
 * A screen whose code could not be loaded (the server went away before it was ever opened): an
 * error screen instead of a blank page; opening any screen again tries again.
 */
function ScreenFailed() {
  const { t } = useTranslation();
  return <ErrorScreen icon="cloud_off" title={t('something_went_wrong')} body={t('chunk_load_error')} />;
}

/**
 * A route's screen loaded on demand: every module is its own chunk, so the sign-in page loads
 * only what it shows (issue 14 item 5).
 */
function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

/** Hash routes exactly as product.md §2 lists them. */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    HydrateFallback: Starting,
    children: [
      {
        path: '/login',
        lazy: screen(
          () => import('./routes/login/Login'),
          (m) => m.Login,
        ),
      },
      {
        path: '/logout',
        lazy: screen(
          () => import('./routes/logout/Logout'),
          (m) => m.Logout,
        ),
      },
      {
        path: '/reset-password',
        lazy: screen(
          () => import('./routes/reset-password/ResetPassword'),
          (m) => m.ResetPassword,
        ),
      },
      {
        path: '/accept-invite',
        lazy: screen(
          () => import('./routes/accept-invite/AcceptInvite'),
          (m) => m.AcceptInvite,
        ),
      },
      {
        path: '/install',
        lazy: screen(
          () => import('./routes/install/Install'),
          (m) => m.Install,
        ),
      },
      {
        // Screens past sign-in (and setup-2fa) share the query client, in a chunk of its own.
        lazy: screen(
          () => import('./shell/QueryRoot'),
          (m) => m.QueryRoot,
        ),
        children: [
          {
            path: '/setup-2fa',
            lazy: screen(
              () => import('./routes/setup-2fa/Setup2fa'),
              (m) => m.Setup2fa,
            ),
          },
          {
            lazy: screen(
              () => import('./shell/PrivateLayout'),
              (m) => m.PrivateLayout,
            ),
            ErrorBoundary: ScreenFailed,
            children: [
              {
                // A screen that fails to load or render shows its error in the content area: the
                // navigation stays, so the user can go elsewhere (issue 31). Its code comes with
                // the layout's, already loaded.
                lazy: () => import('./shell/PrivateLayout').then((m) => ({ ErrorBoundary: m.ContentFailed })),
                children: [
                  {
                    path: '/:project/collections',
                    lazy: screen(
                      () => import('./routes/collections/Collections'),
                      (m) => m.Collections,
                    ),
                  },
                  {
                    path: '/:project/collections/:collection',
                    lazy: () => import('./routes/listing/route'),
                  },
                  {
                    path: '/:project/collections/:collection/:primaryKey',
                    lazy: () => import('./routes/item/route'),
                  },
                  { path: '/:project/ext/:id', lazy: () => import('./routes/ext/route') },
                  { path: '/:project/trash/:collection', lazy: () => import('./routes/trash/route') },
                  {
                    path: '/:project/bookmarks/:collection/:bookmarkID',
                    lazy: screen(
                      () => import('./routes/bookmarks/ApplyBookmark'),
                      (m) => m.ApplyBookmark,
                    ),
                  },
                  { path: '/:project/files', lazy: () => import('./routes/files/route') },
                  { path: '/:project/files/:primaryKey', lazy: () => import('./routes/files/route') },
                  { path: '/:project/users', lazy: () => import('./routes/users/route') },
                  { path: '/:project/users/:primaryKey', lazy: () => import('./routes/users/route') },
                  { path: '/:project/activity', lazy: () => import('./routes/activity/route') },
                  { path: '/:project/activity/:primaryKey', lazy: () => import('./routes/activity/route') },
                  { path: '/:project/graphql', lazy: () => import('./routes/graphql/route') },
                  {
                    path: '/:project/settings',
                    lazy: () => import('./routes/settings/route'),
                    children: [
                      { index: true, lazy: () => import('./routes/settings/home/route') },
                      { path: 'global', lazy: () => import('./routes/settings/global/route') },
                      { path: 'collections', lazy: () => import('./routes/settings/collections/route') },
                      {
                        path: 'collections/:collection',
                        lazy: () => import('./routes/settings/collections/route'),
                      },
                      { path: 'roles', lazy: () => import('./routes/settings/roles/route') },
                      { path: 'roles/:id', lazy: () => import('./routes/settings/roles/route') },
                      { path: 'interfaces', lazy: () => import('./routes/settings/interfaces/route') },
                      { path: 'interfaces/:id', lazy: () => import('./routes/settings/interfaces/route') },
                      { path: 'webhooks', lazy: () => import('./routes/settings/webhooks/route') },
                      { path: 'schema', lazy: () => import('./routes/settings/schema/route') },
                      {
                        path: 'webhooks/:primaryKey',
                        lazy: () => import('./routes/settings/webhooks/route'),
                      },
                    ],
                  },
                  {
                    path: '*',
                    lazy: screen(
                      () => import('./routes/not-found/NotFound'),
                      (m) => m.NotFound,
                    ),
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

/**
 * The app: hash routes; server state in the shared query client (provided past sign-in). The
 * components' locale (number and date parsing, right-to-left keyboard navigation) follows the UI
 * language.
 */
export function App() {
  const { i18n } = useTranslation();
  const [router] = useState(() => createHashRouter(routes));
  return (
    <I18nProvider locale={i18n.language}>
      <RouterProvider router={router} />
    </I18nProvider>
  );
}
