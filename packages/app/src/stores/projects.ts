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
  loadProjectInfo(key: string): Promise<void>;
  setCurrent(key: string): void;
  setAuthenticated(key: string, authenticated: boolean): void;
  currentProject(): Project | null;
  reset(): void;
}

/** Requests under way, shared by callers that ask at once (the early start and the guard). */
let listing: Promise<void> | null = null;
const infoLoading = new Map<string, Promise<void>>();

export const useProjects = create<ProjectsState>((set, get) => {
  const loadList = async () => {
    let keys: string[];
    try {
      keys = await api.getProjects();
    } catch (err) {
      const e = err instanceof ApiError ? err : new ApiError(-1, String(err));
      // 503/14: nothing installed yet; the guard sends the user to /install.
      if (e.is('NotInstalled')) {
        set({ projects: [], listError: null });
        return;
      }
      set({ projects: [], listError: { code: e.code, message: e.message } });
      return;
    }
    const projects: Project[] = keys.map((key) => ({ key, status: 'loading', data: null, error: null }));
    let current = get().current;
    if (!current || !keys.includes(current)) current = keys[0] ?? null;
    set({ projects, listError: null });
    if (current) get().setCurrent(current);
    await Promise.all(keys.map((key) => get().loadProjectInfo(key)));
  };

  const loadInfo = async (key: string) => {
    const update = (patch: Partial<Project>) =>
      set((s) => ({
        projects: (s.projects ?? []).map((p) => (p.key === key ? { ...p, ...patch } : p)),
      }));
    update({ status: 'loading' });
    try {
      const res = await api.getProjectInfo(key);
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
      listing ??= loadList().finally(() => {
        listing = null;
      });
      return listing;
    },

    loadProjectInfo(key) {
      let pending = infoLoading.get(key);
      if (!pending) {
        pending = loadInfo(key).finally(() => infoLoading.delete(key));
        infoLoading.set(key, pending);
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
      set({ projects: null, listError: null });
    },
  };
});

/** A cloud project key: 16 characters, `dc` then 14 letters or digits (product.md §2). */
export const isCloudKey = (key: string) => /^dc[a-z0-9]{14}$/i.test(key);
