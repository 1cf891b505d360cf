/**
 * The typed Atrium client: the calls of product.md §7 and api.md §8. Cookie mode only; the
 * project is an argument of every project call (no client-wide current project).
 */
import type {
  DataEnvelope,
  InstallProjectBody,
  Item,
  ItemEnvelope,
  ItemsEnvelope,
  PrimaryKey,
  ProjectInfoEnvelope,
} from './envelopes';
import type { ExtensionMeta, ExtensionType } from './extensions';
import type { QueryParams } from './query';
import type { Collection, Field, Relation } from './schema';
import type {
  Activity,
  AuthProvider,
  CommentInput,
  CurrentUser,
  FileObject,
  Permission,
  Preset,
  PresetInput,
  Revision,
  Setting,
} from './system';
import { buildUrl, send, type RequestOptions, type TransportOptions } from './transport';
import { uploadWithProgress, type XhrFactory } from './upload';
import { SYSTEM_PREFIX } from './system-prefix';

/** `directus_users` → `users`; other collections → `items/{name}` (api.md §8 transport facts). */
export function collectionPath(collection: string): string {
  return collection.startsWith(SYSTEM_PREFIX)
    ? collection.slice(SYSTEM_PREFIX.length)
    : `items/${encodeURIComponent(collection)}`;
}

/** Formats of `?export=` (Atrium extension). */
export type ExportFormat = 'csv' | 'json';

/** The params of a view that an export keeps: paging, `meta` and `single` do not apply. */
export function exportParams(params: QueryParams): QueryParams {
  const { limit: _limit, offset: _offset, page: _page, meta: _meta, single: _single, ...rest } = params;
  return rest;
}

/** A list of primary keys as one path segment (`1,2,3`). */
const keysSegment = (keys: PrimaryKey | PrimaryKey[]) =>
  (Array.isArray(keys) ? keys : [keys]).map((k) => encodeURIComponent(String(k))).join(',');

export interface ClientOptions extends TransportOptions {
  /** XMLHttpRequest constructor for uploads; defaults to the global one. */
  xhr?: XhrFactory;
}

export interface LoginInput {
  email: string;
  password: string;
  otp?: string;
}

/** Fields of the current user the app reads (product.md §3). */
export const ME_FIELDS = [
  'id',
  'email',
  'first_name',
  'last_name',
  'avatar.*',
  'locale',
  'role.*',
  'last_page',
  'theme',
];

export type Client = ReturnType<typeof createClient>;

export function createClient(options: ClientOptions) {
  const transport: TransportOptions = {
    apiRoot: options.apiRoot,
    fetch: options.fetch,
    headers: options.headers,
  };
  const request = <T>(method: string, path: string, opts?: RequestOptions) =>
    send<T>(transport, method, path, opts);
  const get = <T>(project: string | null, path: string, params?: QueryParams, signal?: AbortSignal) =>
    request<T>('GET', path, { project, params, signal });
  const post = <T>(project: string | null, path: string, body: unknown = {}, params?: QueryParams) =>
    request<T>('POST', path, { project, body, params });
  const patch = <T>(project: string, path: string, body: unknown = {}, params?: QueryParams) =>
    request<T>('PATCH', path, { project, body, params });
  const del = (project: string, path: string) => request<null>('DELETE', path, { project });

  return {
    /** The API root this client talks to. */
    apiRoot: options.apiRoot,
    /** Low-level escape hatch: any method and path, envelopes unwrapped into ApiError. */
    request,

    // Server and projects (api.md §5.19, §5.20)
    /** `GET server/ping` → `"pong"`; used for latency. */
    ping: () => request<string>('GET', 'server/ping', { text: true }),
    /** `GET server/projects` → project keys (503/14 when nothing is installed). */
    getProjects: () => get<DataEnvelope<string[]>>(null, 'server/projects').then((r) => r.data ?? []),
    /** `POST server/projects`: installs a project. */
    installProject: (body: InstallProjectBody) => post<null>(null, 'server/projects', body),
    /** `GET {project}/`: the whole envelope, since `public: true` tells "not signed in". */
    getProjectInfo: (project: string) => get<ProjectInfoEnvelope>(project, ''),

    // Authentication (api.md §2.6)
    /** Cookie-mode sign-in; a 200 answer carrying an error code still rejects (code 113). */
    login: (project: string, body: LoginInput) =>
      post<DataEnvelope<{ user?: CurrentUser }>>(project, 'auth/authenticate', { ...body, mode: 'cookie' }),
    logout: (project: string) => post<null>(project, 'auth/logout'),
    getAuthProviders: (project: string) =>
      get<DataEnvelope<AuthProvider[]>>(project, 'auth/sso').then((r) => r.data),
    /** The SSO start link the browser navigates to. */
    ssoUrl: (project: string, provider: string, redirectUrl = 'admin') =>
      `${options.apiRoot}${encodeURIComponent(project)}/auth/sso/${encodeURIComponent(provider)}?mode=cookie&redirect_url=${encodeURIComponent(redirectUrl)}`,
    requestPasswordReset: (project: string, email: string, resetUrl?: string) =>
      post<null>(project, 'auth/password/request', { email, reset_url: resetUrl }),
    resetPassword: (project: string, token: string, password: string) =>
      post<null>(project, 'auth/password/reset', { token, password }),
    get2faSecret: (project: string) =>
      get<DataEnvelope<{ '2fa_secret': string }>>(project, 'utils/2fa_secret').then(
        (r) => r.data['2fa_secret'],
      ),
    activate2fa: (project: string, secret: string, otp: string) =>
      post<null>(project, 'users/me/activate_2fa', { '2fa_secret': secret, otp }),

    // Current user
    getMe: (project: string, fields: string[] = ME_FIELDS) =>
      get<DataEnvelope<CurrentUser>>(project, 'users/me', { fields }).then((r) => r.data),
    /** `PATCH users/{id}/tracking/page`. */
    trackPage: (project: string, userId: number, lastPage: string) =>
      patch<unknown>(project, `users/${userId}/tracking/page`, { last_page: lastPage }),

    // Extensions: on the API root, for the session of `project` (api.md §5.21)
    getExtensions: <T extends ExtensionMeta = ExtensionMeta>(project: string, type: ExtensionType) =>
      request<DataEnvelope<T[]>>('GET', type, { project, root: true }).then((r) => r.data ?? []),

    // Schema (api.md §5.2–§5.4)
    getCollections: (project: string, params: QueryParams = {}) =>
      get<DataEnvelope<Collection[]>>(project, 'collections', params).then((r) => r.data),
    getCollection: (project: string, collection: string) =>
      get<DataEnvelope<Collection>>(project, `collections/${encodeURIComponent(collection)}`).then(
        (r) => r.data,
      ),
    createCollection: (
      project: string,
      body: Partial<Omit<Collection, 'fields'>> & { fields: Partial<Field>[] },
    ) => post<DataEnvelope<Collection>>(project, 'collections', body).then((r) => r?.data ?? null),
    updateCollection: (
      project: string,
      collection: string,
      body: Partial<Omit<Collection, 'fields'>> & { fields?: Partial<Field>[] },
    ) =>
      patch<DataEnvelope<Collection>>(project, `collections/${encodeURIComponent(collection)}`, body).then(
        (r) => r?.data ?? null,
      ),
    deleteCollection: (project: string, collection: string) =>
      del(project, `collections/${encodeURIComponent(collection)}`),

    getFields: (project: string, collection?: string, params: QueryParams = {}) =>
      get<DataEnvelope<Field[]>>(
        project,
        collection ? `fields/${encodeURIComponent(collection)}` : 'fields',
        params,
      ).then((r) => r.data),
    getField: (project: string, collection: string, field: string) =>
      get<DataEnvelope<Field>>(
        project,
        `fields/${encodeURIComponent(collection)}/${encodeURIComponent(field)}`,
      ).then((r) => r.data),
    createField: (project: string, collection: string, body: Partial<Field>) =>
      post<DataEnvelope<Field>>(project, `fields/${encodeURIComponent(collection)}`, body).then(
        (r) => r?.data ?? null,
      ),
    updateField: (project: string, collection: string, field: string, body: Partial<Field>) =>
      patch<DataEnvelope<Field>>(
        project,
        `fields/${encodeURIComponent(collection)}/${encodeURIComponent(field)}`,
        body,
      ).then((r) => r?.data ?? null),
    /** Batch field update: an array of partial fields, each with its `field` name. */
    updateFields: (project: string, collection: string, fields: (Partial<Field> & { field: string })[]) =>
      patch<DataEnvelope<Field[]>>(project, `fields/${encodeURIComponent(collection)}`, fields).then(
        (r) => r?.data ?? [],
      ),
    deleteField: (project: string, collection: string, field: string) =>
      del(project, `fields/${encodeURIComponent(collection)}/${encodeURIComponent(field)}`),

    getRelations: (project: string, params: QueryParams = { limit: -1 }) =>
      get<DataEnvelope<Relation[]>>(project, 'relations', params).then((r) => r.data),
    createRelation: (project: string, body: Partial<Relation>) =>
      post<DataEnvelope<Relation>>(project, 'relations', body).then((r) => r?.data ?? null),
    updateRelation: (project: string, id: number, body: Partial<Relation>) =>
      patch<DataEnvelope<Relation>>(project, `relations/${id}`, body).then((r) => r?.data ?? null),
    deleteRelation: (project: string, id: number) => del(project, `relations/${id}`),

    // Items of any collection; system collections map to their own endpoints (api.md §5.1)
    /** List with meta (`total_count`, `filter_count`, ...) as asked in `params.meta`. */
    getItems: <T = Item>(
      project: string,
      collection: string,
      params: QueryParams = {},
      signal?: AbortSignal,
    ) => get<ItemsEnvelope<T>>(project, collectionPath(collection), params, signal),
    /**
     * URL of an export of a list view (Atrium extension `?export=csv|json`): every row the view's
     * `fields`, `filter`, `q`, `status`, `sort` and `lang` select; paging and `meta` are dropped.
     * Opened by the browser, it downloads with the session cookie. User collections only.
     */
    itemsExportUrl: (project: string, collection: string, params: QueryParams, format: ExportFormat) =>
      buildUrl(options.apiRoot, `items/${encodeURIComponent(collection)}`, {
        project,
        params: { ...exportParams(params), export: format },
      }),
    getItem: <T = Item>(
      project: string,
      collection: string,
      key: PrimaryKey | PrimaryKey[],
      params: QueryParams = {},
    ) =>
      get<ItemEnvelope<T>>(project, `${collectionPath(collection)}/${keysSegment(key)}`, params).then(
        (r) => r.data,
      ),
    /** One item with its `ETag` (stale-write protection; null when the server sends none). */
    getItemTagged: async <T = Item>(
      project: string,
      collection: string,
      key: PrimaryKey,
      params: QueryParams = {},
    ) => {
      let etag = null as string | null;
      const r = await request<ItemEnvelope<T>>('GET', `${collectionPath(collection)}/${keysSegment(key)}`, {
        project,
        params,
        onHeaders: (h) => (etag = h.get('etag')),
      });
      return { data: r.data, etag };
    },
    /**
     * Updates one item only if it still matches `ifMatch` (its ETag when loaded); a changed item
     * rejects with code 217 / HTTP 412. Resolves to the saved item and its new ETag.
     */
    updateItemTagged: async <T = Item>(
      project: string,
      collection: string,
      key: PrimaryKey,
      body: Partial<T>,
      ifMatch: string | null,
      params?: QueryParams,
    ) => {
      let etag = null as string | null;
      const r = await request<ItemEnvelope<T> | null>(
        'PATCH',
        `${collectionPath(collection)}/${keysSegment(key)}`,
        {
          project,
          body,
          params,
          headers: ifMatch ? { 'if-match': ifMatch } : undefined,
          onHeaders: (h) => (etag = h.get('etag')),
        },
      );
      return { data: r?.data ?? null, etag };
    },
    createItem: <T = Item>(project: string, collection: string, body: Partial<T>, params?: QueryParams) =>
      post<ItemEnvelope<T>>(project, collectionPath(collection), body, params).then((r) => r?.data ?? null),
    /** Batch create: records without a primary key. */
    createItems: <T = Item>(project: string, collection: string, body: Partial<T>[], params?: QueryParams) =>
      post<ItemsEnvelope<T>>(project, collectionPath(collection), body, params).then((r) => r?.data ?? []),
    /** Update one item, or apply the same change to several (`keys` an array). */
    updateItem: <T = Item>(
      project: string,
      collection: string,
      keys: PrimaryKey | PrimaryKey[],
      body: Partial<T>,
      params?: QueryParams,
    ) =>
      patch<ItemEnvelope<T>>(
        project,
        `${collectionPath(collection)}/${keysSegment(keys)}`,
        body,
        params,
      ).then((r) => r?.data ?? null),
    /** Batch update: each record carries its primary key. */
    updateItems: <T = Item>(project: string, collection: string, body: Partial<T>[], params?: QueryParams) =>
      patch<ItemsEnvelope<T>>(project, collectionPath(collection), body, params).then((r) => r?.data ?? []),
    deleteItems: (project: string, collection: string, keys: PrimaryKey | PrimaryKey[]) =>
      del(project, `${collectionPath(collection)}/${keysSegment(keys)}`),

    // Revisions and activity (api.md §5.9, §5.10)
    getItemRevisions: (project: string, collection: string, key: PrimaryKey, params: QueryParams = {}) =>
      get<ItemsEnvelope<Revision>>(
        project,
        `${collectionPath(collection)}/${keysSegment(key)}/revisions`,
        params,
      ).then((r) => r.data),
    revert: <T = Item>(project: string, collection: string, key: PrimaryKey, revision: number) =>
      patch<ItemEnvelope<T>>(
        project,
        `${collectionPath(collection)}/${keysSegment(key)}/revert/${revision}`,
      ).then((r) => r?.data ?? null),
    getActivity: (project: string, params: QueryParams = {}) =>
      get<ItemsEnvelope<Activity>>(project, 'activity', params),
    postComment: (project: string, body: CommentInput) =>
      post<DataEnvelope<Activity>>(project, 'activity/comment', body).then((r) => r?.data ?? null),
    updateComment: (project: string, id: number, comment: string) =>
      patch<DataEnvelope<Activity>>(project, `activity/comment/${id}`, { comment }).then(
        (r) => r?.data ?? null,
      ),
    deleteComment: (project: string, id: number) => del(project, `activity/comment/${id}`),

    // Presets (api.md §5.11)
    getPresets: (project: string, params: QueryParams = {}) =>
      get<DataEnvelope<Preset[]>>(project, 'collection_presets', params).then((r) => r.data),
    getPreset: (project: string, id: number) =>
      get<DataEnvelope<Preset>>(project, `collection_presets/${id}`).then((r) => r.data),
    createPreset: (project: string, body: PresetInput) =>
      post<DataEnvelope<Preset>>(project, 'collection_presets', body).then((r) => r?.data ?? null),
    updatePreset: (project: string, id: number, body: PresetInput) =>
      patch<DataEnvelope<Preset>>(project, `collection_presets/${id}`, body).then((r) => r?.data ?? null),
    deletePreset: (project: string, id: number) => del(project, `collection_presets/${id}`),

    // Permissions (api.md §5.12)
    getPermissions: (project: string, params: QueryParams = { limit: -1 }) =>
      get<DataEnvelope<Permission[]>>(project, 'permissions', params).then((r) => r.data),
    getMyPermissions: (project: string) =>
      get<DataEnvelope<Permission[]>>(project, 'permissions/me').then((r) => r.data),
    createPermissions: (project: string, rows: Partial<Permission>[]) =>
      post<DataEnvelope<Permission[]>>(project, 'permissions', rows).then((r) => r?.data ?? []),
    /** Batch update: each row carries its `id`. */
    updatePermissions: (project: string, rows: (Partial<Permission> & { id: number })[]) =>
      patch<DataEnvelope<Permission[]>>(project, 'permissions', rows).then((r) => r?.data ?? []),
    /** Deletes permission rows by id. */
    deletePermissions: (project: string, ids: number[]) => del(project, `permissions/${keysSegment(ids)}`),

    // Settings (api.md §5.15)
    getSettings: (project: string) =>
      get<DataEnvelope<Setting[]>>(project, 'settings', { limit: -1 }).then((r) => r.data),
    getSettingsFields: (project: string) =>
      get<DataEnvelope<Field[]>>(project, 'settings/fields').then((r) => r.data),
    createSetting: (project: string, key: string, value: unknown) =>
      post<DataEnvelope<Setting>>(project, 'settings', { key, value }).then((r) => r?.data ?? null),
    updateSetting: (project: string, id: number, value: unknown) =>
      patch<DataEnvelope<Setting>>(project, `settings/${id}`, { value }).then((r) => r?.data ?? null),

    // Files (api.md §5.5)
    /** Multipart upload with progress (0–100 of the bytes sent), through XMLHttpRequest. */
    upload: (project: string, formData: FormData, onProgress?: (percent: number) => void) =>
      uploadWithProgress<DataEnvelope<FileObject>>({
        url: `${options.apiRoot}${encodeURIComponent(project)}/files`,
        project,
        formData,
        onProgress,
        xhr: options.xhr,
      }).then((r) => r.data),
    /** Replaces the content of file `id` with the form's one file part (api.md §5.5 PATCH). */
    replaceFile: (
      project: string,
      id: PrimaryKey,
      formData: FormData,
      onProgress?: (percent: number) => void,
    ) =>
      uploadWithProgress<DataEnvelope<FileObject>>({
        url: `${options.apiRoot}${encodeURIComponent(project)}/files/${encodeURIComponent(String(id))}`,
        method: 'PATCH',
        project,
        formData,
        onProgress,
        xhr: options.xhr,
      }).then((r) => r.data),
    /** Creates a file from a URL (YouTube/Vimeo embed or a downloadable image/PDF). */
    createFileFromUrl: (project: string, url: string, extra: Partial<FileObject> = {}) =>
      post<DataEnvelope<FileObject>>(project, 'files', { ...extra, data: url }).then((r) => r.data),
    /** `{root}{project}/assets/{key}` with thumbnail parameters. */
    assetUrl: (
      project: string,
      privateHash: string,
      params: { key?: string; w?: number; h?: number; f?: 'crop' | 'contain'; q?: number } = {},
    ) => {
      const qs = new URLSearchParams(
        Object.entries(params)
          .filter(([, v]) => v !== undefined)
          .map(([k, v]): [string, string] => [k, String(v)]),
      ).toString();
      return `${options.apiRoot}${encodeURIComponent(project)}/assets/${encodeURIComponent(privateHash)}${qs ? `?${qs}` : ''}`;
    },
  };
}
