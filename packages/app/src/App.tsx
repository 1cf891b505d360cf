import { QueryClientProvider } from '@tanstack/react-query';
import { createHashRouter, RouterProvider } from 'react-router';
import { queryClient } from './api/query-client';
import { ApplyBookmark } from './routes/bookmarks/ApplyBookmark';
import { Root } from './shell/Root';
import { PrivateLayout } from './shell/PrivateLayout';
import { Login } from './routes/login/Login';
import { Install } from './routes/install/Install';
import { ResetPassword } from './routes/reset-password/ResetPassword';
import { Setup2fa } from './routes/setup-2fa/Setup2fa';
import { Logout } from './routes/logout/Logout';
import { Collections } from './routes/collections/Collections';
import { NotFound } from './routes/not-found/NotFound';
import { ComingSoon } from './routes/placeholder/ComingSoon';

const soon = (title: string) => <ComingSoon title={title} />;

/** Hash routes exactly as product.md §2 lists them. */
export const routes = [
  {
    // The query client sits at the route root so every router (hash, memory in tests) has it.
    element: (
      <QueryClientProvider client={queryClient}>
        <Root />
      </QueryClientProvider>
    ),
    children: [
      { path: '/login', element: <Login /> },
      { path: '/logout', element: <Logout /> },
      { path: '/reset-password', element: <ResetPassword /> },
      { path: '/install', element: <Install /> },
      { path: '/setup-2fa', element: <Setup2fa /> },
      {
        element: <PrivateLayout />,
        children: [
          { path: '/:project/collections', element: <Collections /> },
          { path: '/:project/collections/:collection', element: soon('collection') },
          { path: '/:project/collections/:collection/:primaryKey', element: soon('editing_item') },
          { path: '/:project/ext/:id', element: soon('module') },
          { path: '/:project/bookmarks/:collection/:bookmarkID', element: <ApplyBookmark /> },
          { path: '/:project/files', element: soon('file_library') },
          { path: '/:project/files/:primaryKey', element: soon('file_library') },
          { path: '/:project/users', element: soon('user_directory') },
          { path: '/:project/users/:primaryKey', element: soon('user_directory') },
          { path: '/:project/activity', element: soon('activity_log') },
          { path: '/:project/activity/:primaryKey', element: soon('activity_log') },
          { path: '/:project/settings', element: soon('settings') },
          { path: '/:project/settings/global', element: soon('settings_global') },
          { path: '/:project/settings/collections', element: soon('settings_collections_fields') },
          {
            path: '/:project/settings/collections/:collection',
            element: soon('settings_collections_fields'),
          },
          { path: '/:project/settings/roles', element: soon('settings_permissions') },
          { path: '/:project/settings/roles/:id', element: soon('settings_permissions') },
          { path: '/:project/settings/interfaces', element: soon('interfaces') },
          { path: '/:project/settings/interfaces/:id', element: soon('interfaces') },
          { path: '/:project/settings/webhooks', element: soon('settings_webhooks') },
          { path: '/:project/settings/webhooks/:primaryKey', element: soon('settings_webhooks') },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
];

/** The app: hash routes; server state in the shared query client (provided at the route root). */
export function App() {
  return <RouterProvider router={createHashRouter(routes)} />;
}
