import { create } from 'zustand';
import type { ProjectInfo } from '@atrium/sdk';
import { api, ApiError } from '../api/client';

export type ProjectStatus = 'loading' | 'successful' | 'failed';

/** What the app keeps of `GET /{project}/` (product.md §3 Project). */
export type ProjectApiInfo = ProjectInfo['api'];

export interface ProjectData extends ProjectApiInfo {
  authenticated: boolean;
  max_upload_size?: number;
}

export interface Project {
  key: string;
  status: ProjectStatus;
  data: ProjectData | null;
  error: { code: number; message: string } | null;
}

const STORAGE_KEY = 'atrium.project';

/** Only the current project key persists, in session storage (product.md §9). */
function storedProject(): string | null {
  try {
    return sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

interface ProjectsState {
  projects: Project[] | null;
  current: string | null;
  /** Set when the project list failed for another reason than "not installed". */
  listError: { code: number; message: string } | null;
  loadProjects(): Promise<void>;
  /**
   * `reuseFor` (ms): an answer the signed-in caller got that recently, since the last sign-in or
   * sign-out, is kept instead of asked again (startup right after the guard or the sign-in page).
   */
  loadProjectInfo(key: string, options?: { reuseFor?: number }): Promise<void>;
  setCurrent(key: string): void;
  setAuthenticated(key: string, authenticated: boolean): void;
  currentProject(): Project | null;
  reset(): void;
}

/** Requests under way, shared by callers that ask at once (the early start and the guard). */
let listing: Promise<void> | null = null;
const infoLoading = new Map<string, Promise<void>>();
/** The answer to `GET /{project}/`. */
type InfoResponse = Awaited<ReturnType<typeof api.getProjectInfo>>;
/** When each project's info last arrived, in which generation, and the answer itself. */
const infoArrived = new Map<string, { at: number; generation: number; response: InfoResponse }>();
/**
 * Answers that arrived before the project list (the early start asks for the opened project's
 * info alongside the list): applied when the list arrives, not asked again.
 */
const beforeList = new Map<string, { generation: number; patch: Partial<Project> }>();
/**
 * Bumped when what the server would answer changes under a request (sign-in, sign-out, a reset):
 * an answer to an older request is then dropped, never written over the newer state.
 */
let generation = 0;
const forgetInFlight = () => {
  generation++;
  listing = null;
  infoLoading.clear();
  beforeList.clear();
};

/**
 * The project's info as last answered to the signed-in caller since the last sign-in or sign-out
 * (the startup sequence hands it to the query cache, so screens that read it do not ask again).
 */
export function signedInInfo(key: string): InfoResponse | null {
  const answer = infoArrived.get(key);
  return answer?.generation === generation && answer.response.public !== true ? answer.response : null;
}

export const useProjects = create<ProjectsState>((set, get) => {
  const loadList = async () => {
    const asked = generation;
    let keys: string[];
    try {
      keys = await api.getProjects();
      if (asked !== generation) return;
    } catch (err) {
      if (asked !== generation) return;
      const e = err instanceof ApiError ? err : new ApiError(-1, String(err));
      // 503/14: nothing installed yet; the guard sends the user to /install.
      if (e.is('NotInstalled')) {
        set({ projects: [], listError: null });
        return;
      }
      set({ projects: [], listError: { code: e.code, message: e.message } });
      return;
    }
    const projects: Project[] = keys.map((key) => {
      const early = beforeList.get(key);
      return early?.generation === asked
        ? { key, status: 'loading', data: null, error: null, ...early.patch }
        : { key, status: 'loading', data: null, error: null };
    });
    beforeList.clear();
    let current = get().current;
    if (!current || !keys.includes(current)) current = keys[0] ?? null;
    set({ projects, listError: null });
    if (current) get().setCurrent(current);
    await Promise.all(
      projects.filter((p) => p.status === 'loading').map((p) => get().loadProjectInfo(p.key)),
    );
  };

  const loadInfo = async (key: string) => {
    const asked = generation;
    const update = (patch: Partial<Project>) => {
      if (asked !== generation) return;
      if (get().projects === null) {
        if (patch.status !== 'loading') beforeList.set(key, { generation: asked, patch });
        return;
      }
      set((s) => ({
        projects: (s.projects ?? []).map((p) => (p.key === key ? { ...p, ...patch } : p)),
      }));
    };
    update({ status: 'loading' });
    try {
      const res = await api.getProjectInfo(key);
      if (asked === generation) {
        infoArrived.set(key, { at: Date.now(), generation: asked, response: res });
      }
      update({
        status: 'successful',
        error: null,
        data: {
          ...res.data.api,
          max_upload_size: res.data.server?.max_upload_size,
          // A response without the public marker means the caller is signed in (product.md §7).
          authenticated: res.public !== true,
        },
      });
    } catch (err) {
      const e = err as ApiError;
      update({ status: 'failed', data: null, error: { code: e.code, message: e.message } });
    }
  };

  return {
    projects: null,
    current: storedProject(),
    listError: null,

    loadProjects() {
      if (listing) return listing;
      const pending = loadList().finally(() => {
        if (listing === pending) listing = null;
      });
      listing = pending;
      return pending;
    },

    loadProjectInfo(key, options) {
      const arrived = infoArrived.get(key);
      const known = get().projects?.find((p) => p.key === key);
      if (
        options?.reuseFor !== undefined &&
        !infoLoading.has(key) &&
        arrived?.generation === generation &&
        Date.now() - arrived.at < options.reuseFor &&
        known?.status === 'successful' &&
        known.data?.authenticated
      ) {
        return Promise.resolve();
      }
      let pending = infoLoading.get(key);
      if (!pending) {
        const started: Promise<void> = loadInfo(key).finally(() => {
          if (infoLoading.get(key) === started) infoLoading.delete(key);
        });
        infoLoading.set(key, (pending = started));
      }
      return pending;
    },

    setCurrent(key) {
      try {
        sessionStorage.setItem(STORAGE_KEY, key);
      } catch {
        // storage unavailable: the choice lasts for this page only
      }
      set({ current: key });
    },

    setAuthenticated(key, authenticated) {
      forgetInFlight();
      set((s) => ({
        projects: (s.projects ?? []).map((p) =>
          p.key === key && p.data ? { ...p, data: { ...p.data, authenticated } } : p,
        ),
      }));
    },

    currentProject() {
      const { projects, current } = get();
      return projects?.find((p) => p.key === current) ?? null;
    },

    reset() {
      forgetInFlight();
      set({ projects: null, listError: null });
    },
  };
});

/** A cloud project key: 16 characters, `dc` then 14 letters or digits (product.md §2). */
export const isCloudKey = (key: string) => /^dc[a-z0-9]{14}$/i.test(key);
