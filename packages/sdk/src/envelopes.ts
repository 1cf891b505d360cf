/** A warning the server attaches to a successful response (api.md §3). */
export interface ResponseMessage {
  type: string;
  message: string;
  code?: number;
  fields?: string[];
}

/** A successful response (api.md §3). */
export interface DataEnvelope<T, M = Record<string, unknown>> {
  data: T;
  meta?: M;
  messages?: ResponseMessage[];
  public?: true;
}

/** `meta=page` links (api.md §4.7). */
export interface PageLinks {
  self: string | null;
  current: string | null;
  next: string | null;
  previous: string | null;
  first: string | null;
  last: string | null;
}

/** The `meta` object of a list response; which keys appear depends on the `meta` parameter (api.md §4.7). */
export interface ItemsMeta {
  collection?: string;
  type?: 'collection' | 'item';
  result_count?: number;
  total_count?: number;
  filter_count?: number;
  status_count?: Record<string, number>;
  limit?: number;
  offset?: number;
  page?: number;
  page_count?: number;
  links?: PageLinks;
  /**
   * Atrium extension, present when `meta` includes `estimate`: `true` when the counts above are
   * estimates from database statistics (big tables), `false` when they are exact.
   */
  estimated?: boolean;
}

/** A list of items with its meta: what `GET /items/{c}` and item-like lists answer. */
export type ItemsEnvelope<T = Item> = DataEnvelope<T[], ItemsMeta>;

/** A single item: `GET /items/{c}/{id}`. */
export type ItemEnvelope<T = Item> = DataEnvelope<T, ItemsMeta>;

/** An item of any collection: field name → value. */
export type Item = Record<string, unknown>;

/** A primary key as it appears on the wire and in routes. */
export type PrimaryKey = string | number;

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

/** `GET /{project}/` for a signed-in caller: public keys plus version, database, upload limit. */
export interface ProjectInfo {
  api: Partial<PublicProjectInfo['api']> & { version?: string; database?: string; map?: MapConfig };
  server?: { max_upload_size?: number; general?: { php_version?: string; php_api?: string } };
}

/** The project's map tiles and geocoder (project config `map`; Atrium extension). */
export interface MapConfig {
  /** Raster tile URL template (`{z}`, `{x}`, `{y}`, optional `{s}`, `{r}`); null = no tiles. */
  tile_url: string | null;
  subdomains: string;
  attribution: string;
  /** Nominatim-compatible search endpoint; null = no address search. */
  geocoder_url: string | null;
}

/** The whole `GET /{project}/` response; `public: true` means the caller is not signed in. */
export type ProjectInfoEnvelope = DataEnvelope<ProjectInfo>;

export interface AssetRef {
  full_url: string;
  url: string;
  asset_url: string;
}
