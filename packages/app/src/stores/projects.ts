import { create } from 'zustand';
import type { ProjectInfo } from '@atrium/sdk';
import { ApiError } from '../api/client';
import {
  fetchProjectInfo,
  fetchProjectKeys,
  forgetHeldAnswers,
  handInfoToQueryCache,
} from '../api/server/fetchers';

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

/** What the store knows of one project's info: a `Project` without its key. */
type ProjectInfoState = Omit<Project, 'key'>;

interface ProjectsState {
  projects: Project[] | null;
  current: string | null;
  /** Set when the project list failed for another reason than "not installed". */
  listError: { code: number; message: string } | null;
  /**
   * Info answers that arrived before the project list (the early start asks for the opened
   * project's info alongside the list): applied when the list arrives, not asked again.
   */
  early: Record<string, ProjectInfoState>;
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

/**
 * Requests under way, shared by callers that ask at once (the early start and the guard), by
 * `'list'` or `'info:' + key`. Sign-in, sign-out and a reset empty it: an answer to a request
 * that is no longer the one under way is dropped, never written over the newer state.
 */
const underWay = new Map<string, { promise: Promise<void> }>();
/** When the signed-in caller's info answers arrived since the last sign-in or sign-out. */
const signedInAt = new Map<string, number>();

function share(id: string, run: (stillAsked: () => boolean) => Promise<void>): Promise<void> {
  const known = underWay.get(id);
  if (known) return known.promise;
  const request = { promise: Promise.resolve() };
  underWay.set(id, request);
  request.promise = run(() => underWay.get(id) === request).finally(() => {
    if (underWay.get(id) === request) underWay.delete(id);
  });
  return request.promise;
}

const forgetUnderWay = () => {
  underWay.clear();
  signedInAt.clear();
  forgetHeldAnswers();
};

const loading: ProjectInfoState = { status: 'loading', data: null, error: null };

export const useProjects = create<ProjectsState>((set, get) => {
  const loadList = async (stillAsked: () => boolean) => {
    let keys: string[];
    try {
      keys = await fetchProjectKeys();
      if (!stillAsked()) return;
    } catch (err) {
      if (!stillAsked()) return;
      const e = err instanceof ApiError ? err : new ApiError(-1, String(err));
      // 503/14: nothing installed yet; the guard sends the user to /install.
      if (e.is('NotInstalled')) {
        set({ projects: [], listError: null, early: {} });
        return;
      }
      set({ projects: [], listError: { code: e.code, message: e.message }, early: {} });
      return;
    }
    const { early } = get();
    const projects: Project[] = keys.map((key) => ({ key, ...(early[key] ?? loading) }));
    let current = get().current;
    if (!current || !keys.includes(current)) current = keys[0] ?? null;
    set({ projects, listError: null, early: {} });
    if (current) get().setCurrent(current);
    await Promise.all(
      projects.filter((p) => p.status === 'loading').map((p) => get().loadProjectInfo(p.key)),
    );
  };

  const loadInfo = async (key: string, stillAsked: () => boolean) => {
    const update = (patch: ProjectInfoState) => {
      if (!stillAsked()) return;
      if (get().projects === null) {
        if (patch.status !== 'loading') set((s) => ({ early: { ...s.early, [key]: patch } }));
        return;
      }
      set((s) => ({
        projects: (s.projects ?? []).map((p) => (p.key === key ? { ...p, ...patch } : p)),
      }));
    };
    update({ ...(get().projects?.find((p) => p.key === key) ?? loading), status: 'loading' });
    try {
      const res = await fetchProjectInfo(key);
      if (stillAsked() && res.public !== true) {
        const at = Date.now();
        signedInAt.set(key, at);
        handInfoToQueryCache(key, res, at);
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
    early: {},

    loadProjects() {
      return share('list', loadList);
    },

    loadProjectInfo(key, options) {
      const at = signedInAt.get(key);
      const known = get().projects?.find((p) => p.key === key);
      if (
        options?.reuseFor !== undefined &&
        !underWay.has(`info:${key}`) &&
        at !== undefined &&
        Date.now() - at < options.reuseFor &&
        known?.status === 'successful' &&
        known.data?.authenticated
      ) {
        return Promise.resolve();
      }
      return share(`info:${key}`, (stillAsked) => loadInfo(key, stillAsked));
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
      forgetUnderWay();
      set((s) => ({
        early: {},
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
      forgetUnderWay();
      set({ projects: null, listError: null, early: {} });
    },
  };
});

/** A cloud project key: 16 characters, `dc` then 14 letters or digits (product.md §2). */
export const isCloudKey = (key: string) => /^dc[a-z0-9]{14}$/i.test(key);
