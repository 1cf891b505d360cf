/**
 * The app's TanStack Query client: server state lives here, keyed by project (see each domain
 * module's key factory). Hydration fills it; screens read the same cache through the hooks.
 */
import { QueryClient } from '@tanstack/react-query';
import { receiveAnswers } from './server/fetchers';

/**
 * Failures are not retried: the server's "no" is final, and a request without an answer shows its
 * screen's error state at once (no seconds of skeletons while retries back off); the connection
 * monitor (`shell/ConnectionMonitor.tsx`) asks the server until it answers and then refreshes every
 * query that failed meanwhile.
 */
export function shouldRetry(): boolean {
  return false;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Lists change through this app's own writes, which invalidate exactly what they change.
        staleTime: 5 * 60_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/** The single client of the running app (the stores use it outside React). */
export const queryClient = createQueryClient();

// The project info the guard and the sign-in page got, signed in: screens that read it (uploads,
// maps) need not ask again.
receiveAnswers((key, data, updatedAt) => queryClient.setQueryData(key, data, { updatedAt }));
