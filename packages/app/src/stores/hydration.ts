import { create } from 'zustand';
import { ApiError } from '../api/client';
import {
  getBookmarks,
  getCollections,
  getExtensions,
  getMe,
  getMyPermissions,
  getRelations,
  getSettings,
  getUsers,
} from '../api/endpoints';
import type { Collection } from '../api/types';
import { setLocale } from '../i18n';
import { matchLocale } from '../i18n/locales';
import { CORE_LAYOUTS, indexPermissions, useData } from './data';
import { useLatency } from './latency';
import { useProjects } from './projects';
import { useSession } from './session';
import { useUi } from './ui';
import { sendTelemetry } from '../lib/telemetry';

interface HydrationState {
  hydrating: boolean;
  /** Timestamp of the last successful hydration. */
  hydrated: number | null;
  error: { code: number; message: string } | null;
  hydrate(): Promise<void>;
  reset(): void;
  extensionsMissing(): boolean;
}

/**
 * An endpoint the server does not route yet (404 with code 1) counts as an empty list, so an API
 * without, say, extensions still lets the app start; any other failure fails the hydration.
 */
async function optional<T>(promise: Promise<T>, fallback: T): Promise<T> {
  try {
    return await promise;
  } catch (err) {
    if (err instanceof ApiError && err.status === 404 && err.code === 1) return fallback;
    throw err;
  }
}

/**
 * Extension lists live outside the project (`/interfaces`, `/layouts`, `/modules`). A server that
 * does not route them yet answers 404/1, or 401/3 for the reserved segment; the app's core
 * layouts still load, so hydration goes on with what the server has.
 */
async function optionalExtensions(type: 'interfaces' | 'layouts' | 'modules') {
  try {
    return await getExtensions(type);
  } catch (err) {
    if (
      err instanceof ApiError &&
      ((err.status === 404 && err.code === 1) || (err.status === 401 && err.code === 3))
    ) {
      return [];
    }
    throw err;
  }
}

let running: Promise<void> | null = null;

/**
 * Startup (product.md §4): projects and current user; language; then latency, extensions,
 * collections, settings, bookmarks, users, relations, server info in parallel; then permissions;
 * then hydrated with a timestamp. Any failure marks the hydration failed.
 */
async function runHydration(): Promise<void> {
  const projects = useProjects.getState();
  const [, user] = await Promise.all([
    projects.projects ? Promise.resolve() : projects.loadProjects(),
    getMe(),
  ]);
  useSession.getState().setUser(user);
  useUi.getState().setTheme(user.theme);

  const project = useProjects.getState().currentProject();
  const locale =
    matchLocale(user.locale) ??
    matchLocale(project?.data?.default_locale) ??
    matchLocale(typeof navigator === 'undefined' ? null : navigator.language, true);
  if (locale) await setLocale(locale);

  const [, interfaces, layouts, modules, collections, settings, bookmarks, users, relations] =
    await Promise.all([
      useLatency.getState().measure(),
      optionalExtensions('interfaces'),
      optionalExtensions('layouts'),
      optionalExtensions('modules'),
      optional(getCollections(), [] as Collection[]),
      optional(getSettings(), []),
      optional(getBookmarks(user), []),
      optional(getUsers(), []),
      optional(getRelations(), []),
      project ? useProjects.getState().loadProjectInfo(project.key) : Promise.resolve(),
    ]);
  const info = useProjects.getState().currentProject()?.data;
  useData.getState().set({
    collections: Object.fromEntries(collections.map((c) => [c.collection, c])),
    settings: Object.fromEntries(settings.map((s) => [s.key, s.value])),
    bookmarks,
    users,
    relations,
    serverInfo: {
      apiVersion: info?.version,
      maxUploadSize: info?.max_upload_size,
      databaseVendor: info?.database,
    },
    extensions: {
      interfaces,
      layouts: [...CORE_LAYOUTS, ...layouts.filter((l) => !CORE_LAYOUTS.some((c) => c.id === l.id))],
      modules,
    },
  });

  const permissions = await optional(getMyPermissions(), []);
  useData.getState().set({ permissions: indexPermissions(permissions) });

  if (useSession.getState().isAdmin()) void sendTelemetry(info?.telemetry);
}

export const useHydration = create<HydrationState>((set, get) => ({
  hydrating: false,
  hydrated: null,
  error: null,
  async hydrate() {
    if (running) return running;
    set({ hydrating: true, error: null });
    running = runHydration()
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
    useData.getState().reset();
    useSession.getState().setUser(null);
  },
  extensionsMissing() {
    if (!get().hydrated) return false;
    const { interfaces, layouts, modules } = useData.getState().extensions;
    return interfaces.length + layouts.length + modules.length === 0;
  },
}));
