/** A successful response (api.md §3). */
export interface DataEnvelope<T> {
  data: T;
  meta?: Record<string, unknown>;
  messages?: { type: string; message: string; code?: number; fields?: string[] }[];
  public?: true;
}

/** `GET /server/projects` */
export type ProjectList = DataEnvelope<string[]>;

/** Body of `POST /server/projects` (api.md §7.10). */
export interface InstallProjectBody {
  project: string;
  super_admin_token?: string;
  user_email: string;
  user_password: string;
  user_token?: string;
  project_name?: string;
  app_url?: string;
  db_client?: 'sqlite' | 'pg' | 'mysql';
  db_host?: string;
  db_port?: number | string;
  db_name?: string;
  db_user?: string;
  db_password?: string;
  db_socket?: string;
  private?: boolean;
  force?: boolean;
  existing?: boolean;
  timezone?: string;
  locale?: string;
  mail_from?: string;
  cors_enabled?: boolean;
}

/** `GET /{project}/` for an anonymous caller (api.md §5.20). */
export interface PublicProjectInfo {
  api: {
    requires2FA: boolean;
    project_name: string;
    project_logo: AssetRef | null;
    project_color: string;
    project_foreground: AssetRef | null;
    project_background: AssetRef | null;
    project_public_note: string | null;
    default_locale: string | null;
    telemetry: boolean;
  };
}

export interface AssetRef {
  full_url: string;
  url: string;
  asset_url: string;
}
