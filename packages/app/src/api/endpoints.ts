import { api, ApiError } from './client';
import type {
  AuthProvider,
  Collection,
  CurrentUser,
  ExtensionMeta,
  Permission,
  Preset,
  ProjectInfoResponse,
  Relation,
} from './types';

interface Data<T> {
  data: T;
}

/** Fields of the current user the app reads (product.md §3, api.md §8 "extra calls"). */
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

export const getProjects = () => api.get<Data<string[]>>('server/projects', { root: true });

/** Project info for a given key (the client's project is not changed). */
export const getProjectInfo = (key: string) =>
  api.get<ProjectInfoResponse>(`${encodeURIComponent(key)}/`, { root: true });

export interface LoginBody {
  email: string;
  password: string;
  otp?: string;
}

export interface LoginResponse {
  data?: { user?: CurrentUser };
  error?: { code: number; message: string };
}

/** A response that carries an error code is a failure even with status 200 (code 113). */
export async function login(body: LoginBody): Promise<LoginResponse> {
  const res = await api.post<LoginResponse>('auth/authenticate', { ...body, mode: 'cookie' });
  if (res?.error) throw new ApiError(res.error.code, res.error.message, 200);
  return res;
}

export const logout = () => api.post('auth/logout');
export const getMe = () =>
  api.get<Data<CurrentUser>>('users/me', { params: { fields: ME_FIELDS } }).then((r) => r.data);
export const getAuthProviders = () => api.get<Data<AuthProvider[]>>('auth/sso').then((r) => r.data);
export const requestPasswordReset = (email: string, resetUrl: string) =>
  api.post('auth/password/request', { email, reset_url: resetUrl });
export const resetPassword = (token: string, password: string) =>
  api.post('auth/password/reset', { token, password });
export const get2faSecret = () =>
  api.get<Data<{ '2fa_secret': string }>>('utils/2fa_secret').then((r) => r.data['2fa_secret']);
export const activate2fa = (secret: string, otp: string) =>
  api.post('users/me/activate_2fa', { '2fa_secret': secret, otp });
export const trackPage = (userId: number, lastPage: string) =>
  api.patch(`users/${userId}/tracking/page`, { last_page: lastPage });
export const ping = () => api.get<string>('server/ping', { root: true, text: true });

export const getCollections = () =>
  api.get<Data<Collection[]>>('collections', { params: { limit: -1 } }).then((r) => r.data);
export const getSettings = () =>
  api
    .get<Data<{ id: number; key: string; value: unknown }[]>>('settings', { params: { limit: -1 } })
    .then((r) => r.data);
export const getRelations = () =>
  api.get<Data<Relation[]>>('relations', { params: { limit: -1 } }).then((r) => r.data);
export const getUsers = () =>
  api
    .get<Data<unknown[]>>('users', {
      params: {
        limit: -1,
        fields: [
          'id',
          'first_name',
          'last_name',
          'title',
          'status',
          'timezone',
          'role',
          'avatar.*',
          'company',
        ],
      },
    })
    .then((r) => r.data);
export const getMyPermissions = () => api.get<Data<Permission[]>>('permissions/me').then((r) => r.data);
export const getExtensions = (type: 'interfaces' | 'layouts' | 'modules') =>
  api.get<Data<ExtensionMeta[]>>(type, { root: true }).then((r) => r.data);

/** The user's bookmarks: personal, role and global presets with a title (api.md §8 #10). */
export async function getBookmarks(user: CurrentUser): Promise<Preset[]> {
  const list = (filter: Record<string, unknown>) =>
    api.get<Data<Preset[]>>('collection_presets', { params: { filter } }).then((r) => r.data);
  const role = user.role?.id;
  const [mine, forRole, global] = await Promise.all([
    list({ title: { nnull: 1 }, user: { eq: user.id } }),
    role === undefined
      ? Promise.resolve([])
      : list({ role: { eq: role }, title: { nnull: 1 }, user: { null: 1 } }),
    list({ role: { null: 1 }, title: { nnull: 1 }, user: { null: 1 } }),
  ]);
  return [...mine, ...forRole, ...global];
}

export interface InstallBody {
  project: string;
  project_name: string;
  user_email: string;
  user_password: string;
  super_admin_token?: string;
  db_client?: 'sqlite' | 'pg' | 'mysql';
  db_host?: string;
  db_port?: string;
  db_user?: string;
  db_password?: string;
  db_name?: string;
}

export const installProject = (body: InstallBody) => api.post('server/projects', body, { root: true });
