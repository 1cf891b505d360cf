/**
 * Wire types of the system objects (api.md §5.5–§5.16, §6.1; product.md §3): permissions,
 * presets, activity, revisions, files, users, roles, settings, webhooks, folders.
 */
import type { Item, PrimaryKey } from './envelopes';
import type { Filter } from './query';

/** Levels of create/read/update/delete (product.md §6). */
export type PermissionLevel = 'none' | 'mine' | 'role' | 'full';
/** Levels of comment. */
export type CommentLevel = 'none' | 'read' | 'create' | 'update' | 'full' | 'write';

/** A `directus_permissions` row (api.md §5.12); `status` is set on per-status rows, `$create` included. */
export interface Permission {
  id?: number;
  collection: string;
  role?: number;
  status?: string | null;
  create?: PermissionLevel | string | null;
  read?: PermissionLevel | string | null;
  update?: PermissionLevel | string | null;
  delete?: PermissionLevel | string | null;
  comment?: CommentLevel | string | null;
  explain?: 'none' | 'on_create' | 'on_update' | 'always' | string | null;
  read_field_blacklist?: string[] | null;
  write_field_blacklist?: string[] | null;
  status_blacklist?: string[] | null;
}

/** One filter of a preset as the app stores it (product.md §3). */
export interface PresetFilter {
  field: string;
  operator: string;
  value: unknown;
}

/**
 * A `directus_collection_presets` row (api.md §5.11): with a title it is a bookmark, without one
 * it is a user's listing preferences. Scope: user set = personal; role set = role; neither = global.
 */
export interface Preset {
  id: number;
  title: string | null;
  user: number | null;
  role: number | null;
  collection: string;
  search_query: string | null;
  filters: PresetFilter[] | null;
  view_type: string | null;
  /** Per layout id: that layout's query (sort, fields, ...). */
  view_query: Record<string, Record<string, unknown>> | null;
  /** Per layout id: that layout's options. */
  view_options: Record<string, Record<string, unknown>> | null;
  translation?: unknown;
}

/** Body of a preset create or update. */
export type PresetInput = Partial<Omit<Preset, 'id'>>;

/** Activity actions (api.md §6.1) plus the app's synthetic `external` entry (product.md §4). */
export type ActivityAction =
  | 'create'
  | 'update'
  | 'delete'
  | 'soft-delete'
  | 'revert'
  | 'comment'
  | 'upload'
  | 'authenticate'
  | 'invalid-credentials'
  | 'status-update'
  | 'external';

/** A `directus_activity` row; `action_by` is an id, or the user object when expanded. */
export interface Activity {
  id: number;
  action: ActivityAction | string;
  action_by: number | Pick<User, 'id' | 'first_name' | 'last_name'> | null;
  action_on: string;
  ip?: string | null;
  user_agent?: string | null;
  collection: string;
  item: string;
  edited_on?: string | null;
  comment: string | null;
  comment_deleted_on?: string | null;
}

/** Body of `POST /activity/comment`. */
export interface CommentInput {
  collection: string;
  item: PrimaryKey;
  comment: string;
}

/** A `directus_revisions` row (api.md §5.10). */
export interface Revision {
  id: number;
  activity: number | Activity;
  collection: string;
  item: string;
  data: Item;
  delta: Item | null;
  parent_collection: string | null;
  parent_item: string | null;
  parent_changed: boolean | null;
}

/** One thumbnail of a file (api.md §5.6). */
export interface Thumbnail {
  key: string;
  url: string;
  relative_url: string;
  dimension: string;
  width: number;
  height: number;
}

/** The computed `data` of a file object (api.md §5.6). */
export interface FileData {
  full_url: string;
  url: string;
  asset_url: string | null;
  thumbnails: Thumbnail[] | null;
  embed: { html: string; url: string } | null;
}

/** A `directus_files` row with its computed `data` (api.md §5.6). */
export interface FileObject {
  id: number;
  storage: string;
  private_hash: string | null;
  filename_disk: string;
  filename_download: string;
  title: string | null;
  type: string | null;
  uploaded_by: number | Pick<User, 'id' | 'first_name' | 'last_name'>;
  uploaded_on: string;
  charset: string | null;
  filesize: number;
  width: number | null;
  height: number | null;
  duration: number | null;
  embed: string | null;
  folder: number | Folder | null;
  description: string | null;
  location: string | null;
  tags: string[] | null;
  checksum: string | null;
  metadata: Record<string, unknown> | null;
  data: FileData;
}

/** A `directus_folders` row. */
export interface Folder {
  id: number;
  name: string;
  parent_folder: number | null;
}

/** A group of the role's sidebar listing (product.md §3). */
export interface CollectionListingGroup {
  group_name: string;
  collections: { collection: string }[];
}

/** A link of the role's module bar (product.md §3). */
export interface ModuleListingLink {
  name: string;
  link: string;
  icon: string;
  color?: string;
}

/** A `directus_roles` row (api.md §5.13). */
export interface Role {
  id: number;
  name: string;
  description?: string | null;
  ip_whitelist?: string[] | null;
  external_id?: string | null;
  module_listing?: ModuleListingLink[] | null;
  collection_listing?: CollectionListingGroup[] | null;
  enforce_2fa?: boolean | null;
  users?: (number | User)[];
}

export type UserStatus = 'draft' | 'invited' | 'active' | 'suspended' | 'deleted';
export type Theme = 'auto' | 'light' | 'dark';

/** A `directus_users` row (api.md §5.14); `avatar` and `role` are ids or expanded objects. */
export interface User {
  id: number;
  status: UserStatus | string;
  role: number | Role | null;
  first_name: string | null;
  last_name: string | null;
  email: string;
  timezone?: string | null;
  locale?: string | null;
  locale_options?: unknown;
  avatar: number | FileObject | null;
  company?: string | null;
  title?: string | null;
  email_notifications?: boolean | number;
  last_access_on?: string | null;
  last_page?: string | null;
  external_id?: string | null;
  theme?: Theme | null;
  '2fa_secret'?: string | null;
}

/** `GET /users/me` with the app's fields (product.md §3): role expanded, admin when role id is 1. */
export interface CurrentUser {
  id: number;
  email: string;
  first_name: string | null;
  last_name: string | null;
  avatar: Partial<FileObject> | number | null;
  locale: string | null;
  role: (Pick<Role, 'id'> & Partial<Role>) | null;
  last_page: string | null;
  theme: Theme | null;
  last_access_on?: string | null;
}

/** A `directus_settings` row; the value is converted by the settings field type (api.md §5.15). */
export interface Setting {
  id: number;
  key: string;
  value: unknown;
}

/** A `directus_webhooks` row (api.md §5.16). */
export interface Webhook {
  id: number;
  status: 'active' | 'inactive';
  http_action: 'get' | 'post' | null;
  url: string | null;
  collection: string | null;
  directus_action: 'item.create:after' | 'item.update:after' | 'item.delete:after' | null;
}

/** A third-party sign-in provider of `GET /auth/sso`. */
export interface AuthProvider {
  name: string;
  icon: string | null;
}

/** Re-exported so callers can type list filters without importing the query module. */
export type { Filter };
