import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from '../api/query-client';

/**
 * The shared query client for every screen past sign-in (and setup-2fa): a layout route of its
 * own chunk, so the public pages load without TanStack Query.
 */
export function QueryRoot() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
