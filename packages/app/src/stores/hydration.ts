import { create } from 'zustand';
import { ApiError } from '../api/client';
import { useProjects } from './projects';
import { useSession } from './session';

/** Startup progress: client state only; the data itself lives in the query cache. */
interface HydrationState {
  hydrating: boolean;
  /** Timestamp of the last successful hydration. */
  hydrated: number | null;
  error: { code: number; message: string } | null;
  /** The project the last start (under way or finished) was for. */
  project: string | null;
  /** `pathname`: the screen being opened, whose first query can start with the sequence's own. */
  hydrate(pathname?: string): Promise<void>;
  reset(): void;
}

/** The start under way, if any; a later start or a reset makes its outcome moot. */
let running: { project: string | null; promise: Promise<void> } | null = null;
let generation = 0;

export const useHydration = create<HydrationState>((set, get) => ({
  hydrating: false,
  hydrated: null,
  error: null,
  project: null,
  hydrate(pathname) {
    const project = useProjects.getState().current;
    if (running && running.project === project) return running.promise;
    const asked = ++generation;
    const sameProject = get().project === project;
    set({ hydrating: true, error: null, project, ...(sameProject ? {} : { hydrated: null }) });
    const promise: Promise<void> = import('./run-hydration')
      .then((m) => m.runHydration(project, pathname))
      .then(() => {
        if (asked === generation) set({ hydrated: Date.now(), hydrating: false });
      })
      .catch((err: unknown) => {
        if (asked !== generation) return;
        const e = err instanceof ApiError ? err : new ApiError(-1, String((err as Error)?.message ?? err));
        set({ hydrated: null, hydrating: false, error: { code: e.code, message: e.message } });
      })
      .finally(() => {
        if (running?.promise === promise) running = null;
      });
    running = { project, promise };
    return promise;
  },
  reset() {
    generation++;
    running = null;
    set({ hydrating: false, hydrated: null, error: null, project: null });
    // Every project-scoped entry goes: the next hydration starts from the server.
    void import('../api/query-client').then(({ queryClient }) =>
      queryClient.removeQueries({ queryKey: ['p'] }),
    );
    useSession.getState().setUser(null);
  },
}));
