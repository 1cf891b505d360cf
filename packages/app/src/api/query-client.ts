/**
 * The app's TanStack Query client: server state lives here, keyed by project (see each domain
 * module's key factory). Hydration fills it; screens read the same cache through the hooks.
 */
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './client';

/** Retries only failures without an answer (network), at most twice; the server's "no" is final. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && !error.network) return false;
  return failureCount < 2;
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
