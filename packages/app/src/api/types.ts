import type { AssetRef } from '@atrium/sdk';

export type { AssetRef };

export interface ProjectApiInfo {
  requires2FA?: boolean;
  project_name?: string;
  project_logo?: AssetRef | null;
  project_color?: string | null;
  project_foreground?: AssetRef | null;
  project_background?: AssetRef | null;
  project_public_note?: string | null;
  default_locale?: string | null;
  telemetry?: boolean;
  version?: string;
  database?: string;
}

export interface ProjectInfoResponse {
  data: { api: ProjectApiInfo; server?: { max_upload_size?: number } };
  public?: true;
}

export interface RoleRef {
  id: number;
  name?: string;
  collection_listing?: CollectionGroup[] | null;
  module_listing?: ModuleLink[] | null;
}

export interface CollectionGroup {
  group_name: string;
  collections: { collection: string }[];
}

export interface ModuleLink {
  name: string;
  link: string;
  icon: string;
  color?: string;
}

export interface CurrentUser {
  id: number;
  email: string;
  first_name: string | null;
  last_name: string | null;
  avatar: { data?: { thumbnails?: { key: string; url: string }[] } } | number | null;
  locale: string | null;
  role: RoleRef | null;
  last_page: string | null;
  theme: 'auto' | 'light' | 'dark' | null;
}

export interface Collection {
  collection: string;
  hidden: boolean;
  managed: boolean;
  single: boolean;
  note: string | null;
  icon: string | null;
  translation?: { locale: string; translation: string }[] | null;
  fields?: Record<string, { field: string; type: string; interface?: string; options?: unknown }>;
}

export type PermissionLevel = 'none' | 'mine' | 'role' | 'full' | 'read' | 'write' | 'create' | 'update';

export interface Permission {
  collection: string;
  status?: string | null;
  create?: string;
  read?: string;
  update?: string;
  delete?: string;
  comment?: string;
}

export interface Preset {
  id: number;
  title: string | null;
  collection: string;
  user: number | null;
  role: number | null;
}

export interface ExtensionMeta {
  id: string;
  name?: string;
  icon?: string;
  path?: string;
  core?: boolean;
}

export interface Relation {
  id: number;
  collection_many: string;
  field_many: string;
  collection_one: string | null;
  field_one: string | null;
  junction_field: string | null;
}

export interface AuthProvider {
  name: string;
  icon: string | null;
}
