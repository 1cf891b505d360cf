/**
 * The Directus 8 system tables (api.md §6.1) as data, so that one installer can create them on
 * every dialect and add only the missing columns to an existing Directus 8 database.
 */
export type ColumnKind =
  'increments' | 'string' | 'text' | 'longtext' | 'integer' | 'bigint' | 'tinyint' | 'datetime' | 'timestamp';

export interface ColumnSpec {
  name: string;
  kind: ColumnKind;
  /** varchar length */
  length?: number;
  unsigned?: boolean;
  nullable?: boolean;
  default?: string | number;
  primary?: boolean;
}

export interface TableSpec {
  name: string;
  columns: ColumnSpec[];
  uniques?: { name: string; columns: string[] }[];
}

const id: ColumnSpec = { name: 'id', kind: 'increments' };
const str = (name: string, length: number, extra: Partial<ColumnSpec> = {}): ColumnSpec => ({
  name,
  kind: 'string',
  length,
  ...extra,
});
const nstr = (name: string, length: number, extra: Partial<ColumnSpec> = {}) =>
  str(name, length, { nullable: true, ...extra });
const flag = (name: string, def: number, extra: Partial<ColumnSpec> = {}): ColumnSpec => ({
  name,
  kind: 'tinyint',
  unsigned: true,
  default: def,
  ...extra,
});
const uint = (name: string, extra: Partial<ColumnSpec> = {}): ColumnSpec => ({
  name,
  kind: 'integer',
  unsigned: true,
  ...extra,
});
const text = (name: string, nullable = true): ColumnSpec => ({ name, kind: 'text', nullable });
const datetime = (name: string, nullable = true): ColumnSpec => ({ name, kind: 'datetime', nullable });

export const SYSTEM_TABLES: readonly TableSpec[] = [
  {
    name: 'directus_activity',
    columns: [
      id,
      str('action', 45),
      uint('action_by', { default: 0 }),
      datetime('action_on', false),
      str('ip', 50),
      str('user_agent', 255),
      str('collection', 64),
      str('item', 255),
      datetime('edited_on'),
      text('comment'),
      datetime('comment_deleted_on'),
    ],
  },
  {
    name: 'directus_collection_presets',
    columns: [
      id,
      nstr('title', 255),
      uint('user', { nullable: true }),
      uint('role', { nullable: true }),
      str('collection', 64),
      nstr('search_query', 100),
      text('filters'),
      str('view_type', 100, { default: 'tabular' }),
      text('view_query'),
      text('view_options'),
      text('translation'),
    ],
    uniques: [{ name: 'idx_user_collection_title', columns: ['user', 'collection', 'title'] }],
  },
  {
    name: 'directus_collections',
    columns: [
      str('collection', 64, { primary: true }),
      flag('managed', 1),
      flag('hidden', 0),
      flag('single', 0),
      nstr('icon', 30),
      nstr('note', 255),
      text('translation'),
    ],
  },
  {
    name: 'directus_fields',
    columns: [
      id,
      str('collection', 64),
      str('field', 64),
      str('type', 64),
      nstr('interface', 64),
      text('options'),
      flag('locked', 0),
      nstr('validation', 500),
      flag('required', 0),
      flag('readonly', 0),
      flag('hidden_detail', 0),
      flag('hidden_browse', 0),
      uint('sort', { nullable: true }),
      nstr('width', 50, { default: 'full' }),
      uint('group', { nullable: true }),
      nstr('note', 1024),
      text('translation'),
    ],
    uniques: [{ name: 'idx_collection_field', columns: ['collection', 'field'] }],
  },
  {
    name: 'directus_files',
    columns: [
      id,
      str('storage', 50, { default: 'local' }),
      nstr('private_hash', 16),
      str('filename_disk', 255),
      str('filename_download', 255),
      nstr('title', 255),
      nstr('type', 255),
      uint('uploaded_by'),
      datetime('uploaded_on', false),
      nstr('charset', 50),
      uint('filesize', { default: 0 }),
      uint('width', { nullable: true }),
      uint('height', { nullable: true }),
      { name: 'duration', kind: 'integer', nullable: true },
      nstr('embed', 200),
      uint('folder', { nullable: true }),
      text('description'),
      nstr('location', 200),
      nstr('tags', 255),
      nstr('checksum', 32),
      text('metadata'),
    ],
  },
  {
    name: 'directus_folders',
    columns: [id, str('name', 191), uint('parent_folder', { nullable: true })],
    uniques: [{ name: 'idx_name_parent_folder', columns: ['name', 'parent_folder'] }],
  },
  {
    name: 'directus_migrations',
    columns: [
      { name: 'version', kind: 'bigint', primary: true },
      nstr('migration_name', 100),
      { name: 'start_time', kind: 'timestamp', nullable: true },
      { name: 'end_time', kind: 'timestamp', nullable: true },
      { name: 'breakpoint', kind: 'tinyint', default: 0 },
    ],
  },
  {
    name: 'directus_permissions',
    columns: [
      id,
      str('collection', 64),
      uint('role'),
      nstr('status', 64),
      nstr('create', 16, { default: 'none' }),
      nstr('read', 16, { default: 'none' }),
      nstr('update', 16, { default: 'none' }),
      nstr('delete', 16, { default: 'none' }),
      nstr('comment', 8, { default: 'none' }),
      nstr('explain', 8, { default: 'none' }),
      nstr('read_field_blacklist', 1000),
      nstr('write_field_blacklist', 1000),
      nstr('status_blacklist', 1000),
    ],
  },
  {
    name: 'directus_relations',
    columns: [
      id,
      str('collection_many', 64),
      str('field_many', 45),
      nstr('collection_one', 64),
      nstr('field_one', 64),
      nstr('junction_field', 64),
    ],
  },
  {
    name: 'directus_revisions',
    columns: [
      id,
      uint('activity'),
      str('collection', 64),
      str('item', 255),
      { name: 'data', kind: 'longtext' },
      { name: 'delta', kind: 'longtext', nullable: true },
      nstr('parent_collection', 64),
      nstr('parent_item', 255),
      flag('parent_changed', 0, { nullable: true }),
    ],
  },
  {
    name: 'directus_roles',
    columns: [
      id,
      str('name', 100),
      nstr('description', 500),
      text('ip_whitelist'),
      nstr('external_id', 255),
      text('module_listing'),
      text('collection_listing'),
      { name: 'enforce_2fa', kind: 'tinyint', nullable: true, default: 0 },
    ],
    uniques: [
      { name: 'idx_group_name', columns: ['name'] },
      { name: 'idx_roles_external_id', columns: ['external_id'] },
    ],
  },
  {
    name: 'directus_settings',
    columns: [id, str('key', 64), text('value')],
    uniques: [{ name: 'idx_key', columns: ['key'] }],
  },
  {
    name: 'directus_user_sessions',
    columns: [
      id,
      uint('user', { nullable: true }),
      nstr('token_type', 255),
      nstr('token', 520),
      nstr('ip_address', 255),
      text('user_agent'),
      datetime('created_on'),
      datetime('token_expired_at'),
    ],
  },
  {
    name: 'directus_users',
    columns: [
      id,
      str('status', 16, { default: 'draft' }),
      { name: 'role', kind: 'integer', nullable: true },
      nstr('first_name', 50),
      nstr('last_name', 50),
      str('email', 128),
      nstr('password', 255),
      nstr('token', 255),
      // The default is the server time zone at install; the installer replaces it (see installer.ts).
      str('timezone', 32, { default: 'UTC' }),
      nstr('locale', 8),
      text('locale_options'),
      uint('avatar', { nullable: true }),
      nstr('company', 191),
      nstr('title', 191),
      { name: 'email_notifications', kind: 'integer', default: 1 },
      datetime('last_access_on'),
      nstr('last_page', 192),
      nstr('external_id', 255),
      nstr('theme', 100, { default: 'auto' }),
      nstr('2fa_secret', 100),
      nstr('password_reset_token', 520),
    ],
    uniques: [
      { name: 'idx_users_email', columns: ['email'] },
      { name: 'idx_users_token', columns: ['token'] },
      { name: 'idx_users_external_id', columns: ['external_id'] },
    ],
  },
  {
    name: 'directus_webhooks',
    columns: [
      id,
      str('status', 16, { default: 'inactive' }),
      nstr('http_action', 255),
      nstr('url', 510),
      nstr('collection', 255),
      nstr('directus_action', 255),
    ],
  },
  {
    // Atrium: one row per webhook call (api.md §7.7), so admins can see what was delivered.
    name: 'directus_webhook_deliveries',
    columns: [
      id,
      uint('webhook'),
      str('event', 45),
      str('collection', 64),
      nstr('item', 255),
      str('url', 510),
      str('status', 16, { default: 'pending' }),
      uint('attempts', { default: 0 }),
      { name: 'response_status', kind: 'integer', nullable: true },
      text('error'),
      datetime('created_on', false),
      datetime('last_attempt_on'),
    ],
  },
  {
    // Atrium: content versions of an item (Directus 11's `directus_versions`, docs/content-workflow.md).
    name: 'directus_versions',
    columns: [
      str('id', 36, { primary: true }),
      str('key', 64),
      nstr('name', 255),
      str('collection', 64),
      nstr('item', 255),
      nstr('hash', 255),
      datetime('date_created'),
      datetime('date_updated'),
      uint('user_created', { nullable: true }),
      uint('user_updated', { nullable: true }),
      { name: 'delta', kind: 'longtext', nullable: true },
    ],
    uniques: [{ name: 'idx_versions_collection_item_key', columns: ['collection', 'item', 'key'] }],
  },
  {
    // Atrium: deleted items kept for a while, with their related rows (docs/content-workflow.md).
    name: 'directus_trash',
    columns: [
      id,
      str('collection', 64),
      str('item', 255),
      { name: 'data', kind: 'longtext' },
      uint('deleted_by', { nullable: true }),
      datetime('deleted_on', false),
    ],
  },
  {
    // Atrium: scheduled publishing, a version's promotion or a status change at a UTC time,
    // claimed by one process (docs/content-workflow.md).
    name: 'directus_schedules',
    columns: [
      id,
      str('action', 16),
      str('collection', 64),
      str('item', 255),
      nstr('version', 36),
      nstr('status', 64),
      datetime('run_at', false),
      uint('user'),
      datetime('created_on', false),
      datetime('claimed_at'),
      nstr('claimed_by', 64),
      datetime('done_on'),
      nstr('outcome', 16),
      text('error'),
    ],
  },
];
