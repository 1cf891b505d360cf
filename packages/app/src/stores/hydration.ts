import { create } from 'zustand';
import { ApiError } from '../api/client';
import { useSession } from './session';

/** Startup progress: client state only; the data itself lives in the query cache. */
interface HydrationState {
  hydrating: boolean;
  /** Timestamp of the last successful hydration. */
  hydrated: number | null;
  error: { code: number; message: string } | null;
  /** `pathname`: the screen being opened, whose first query can start with the sequence's own. */
  hydrate(pathname?: string): Promise<void>;
  reset(): void;
}

let running: Promise<void> | null = null;

export const useHydration = create<HydrationState>((set) => ({
  hydrating: false,
  hydrated: null,
  error: null,
  async hydrate(pathname) {
    if (running) return running;
    set({ hydrating: true, error: null });
    running = import('./run-hydration')
      .then((m) => m.runHydration(pathname))
      .then(() => set({ hydrated: Date.now(), hydrating: false }))
      .catch((err: unknown) => {
        const e = err instanceof ApiError ? err : new ApiError(-1, String((err as Error)?.message ?? err));
        set({ hydrated: null, hydrating: false, error: { code: e.code, message: e.message } });
      })
      .finally(() => {
        running = null;
      });
    return running;
  },
  reset() {
    set({ hydrating: false, hydrated: null, error: null });
    // Every project-scoped entry goes: the next hydration starts from the server.
    void import('../api/query-client').then(({ queryClient }) =>
      queryClient.removeQueries({ queryKey: ['p'] }),
    );
    useSession.getState().setUser(null);
  },
}));
