import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from '../api/query-client';
import { ConnectionMonitor } from './ConnectionMonitor';

/**
 * The shared query client for every screen past sign-in (and setup-2fa): a layout route of its
 * own chunk, so the public pages load without TanStack Query. The connection monitor lives here too.
 */
export function QueryRoot() {
  return (
    <QueryClientProvider client={queryClient}>
      <ConnectionMonitor />
      <Outlet />
    </QueryClientProvider>
  );
}
