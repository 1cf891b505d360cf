/** The seed rows of a fresh install (api.md §6.2), apart from `directus_fields` (seed-fields.ts). */

import { ADMIN_ROLE_ID, PUBLIC_ROLE_ID } from '@atrium/sdk';

export const SEED_ROLES = [
  {
    id: ADMIN_ROLE_ID,
    name: 'Administrator',
    description: 'Admins have access to all managed data within the system by default',
    enforce_2fa: 0,
  },
  {
    id: PUBLIC_ROLE_ID,
    name: 'Public',
    description: 'Controls what API data is publicly available without authenticating',
    enforce_2fa: 0,
  },
];

export const SEED_COLLECTION_PRESETS = [
  {
    id: 1,
    collection: 'directus_activity',
    view_type: 'timeline',
    view_query: '{"timeline":{"sort":"-action_on"}}',
    view_options:
      '{"timeline":{"date":"action_on","title":"{{ action }} by {{ action_by.first_name }} {{ action_by.last_name }} (#{{ item }})","content":"collection","color":"action"}}',
  },
  {
    id: 2,
    collection: 'directus_files',
    view_type: 'cards',
    view_query: null,
    view_options: '{"cards":{"title":"title","subtitle":"type","content":"description","src":"data"}}',
  },
  {
    id: 3,
    collection: 'directus_users',
    view_type: 'cards',
    view_query: null,
    view_options:
      '{"cards":{"title":"first_name","subtitle":"last_name","content":"title","src":"avatar","icon":"person"}}',
  },
  {
    id: 4,
    collection: 'directus_webhooks',
    view_type: 'tabular',
    view_query: '{"tabular":{"fields":"status,http_action,url,collection,directus_action"}}',
    view_options:
      '{"tabular":{"widths":{"status":32,"http_action":72,"url":200,"collection":200,"directus_action":200}}}',
  },
];

/** Rows 2, 3 and 8 name legacy tables; they are inert but present in real Directus 8 databases. */
export const SEED_RELATIONS: [string, string, string, string | null][] = [
  ['directus_activity', 'action_by', 'directus_users', null],
  ['directus_collections_presets', 'user', 'directus_users', null],
  ['directus_collections_presets', 'group', 'directus_groups', null],
  ['directus_fields', 'collection', 'directus_collections', 'fields'],
  ['directus_files', 'uploaded_by', 'directus_users', null],
  ['directus_files', 'folder', 'directus_folders', null],
  ['directus_folders', 'parent_folder', 'directus_folders', null],
  ['directus_permissions', 'group', 'directus_groups', null],
  ['directus_revisions', 'activity', 'directus_activity', null],
  ['directus_users', 'role', 'directus_roles', 'users'],
  ['directus_users', 'avatar', 'directus_files', null],
];

/** The fixed system thumbnail whitelist (api.md §5.7). */
export const SYSTEM_ASSET_WHITELIST = [
  { key: 'directus-small-crop', width: 64, height: 64, fit: 'crop', quality: 80 },
  { key: 'directus-small-contain', width: 64, height: 64, fit: 'contain', quality: 80 },
  { key: 'directus-medium-crop', width: 300, height: 300, fit: 'crop', quality: 80 },
  { key: 'directus-medium-contain', width: 300, height: 300, fit: 'contain', quality: 80 },
  { key: 'directus-large-crop', width: 800, height: 600, fit: 'crop', quality: 80 },
  { key: 'directus-large-contain', width: 800, height: 600, fit: 'contain', quality: 80 },
];

/** Settings ids 1–21 in this order; the installer adds `project_name`, `app_url` and ATRIUM_SETTINGS after them. */
export const SEED_SETTINGS: [key: string, value: string | null][] = [
  ['project_url', ''],
  ['project_logo', ''],
  ['project_color', '#263238'],
  ['project_foreground', ''],
  ['project_background', ''],
  ['project_public_note', ''],
  ['default_locale', null],
  ['telemetry', '1'],
  ['default_limit', '200'],
  ['sort_null_last', '1'],
  ['password_policy', ''],
  ['auto_sign_out', '10080'],
  ['login_attempts_allowed', '25'],
  ['auth_token_ttl', '20'],
  ['trusted_proxies', ''],
  ['file_mimetype_whitelist', ''],
  ['file_naming', 'uuid'],
  ['asset_url_naming', 'private_hash'],
  ['youtube_api_key', ''],
  ['asset_whitelist', '[{"key":"thumbnail","width":200,"height":200,"fit":"contain","quality":80}]'],
  ['asset_whitelist_system', JSON.stringify(SYSTEM_ASSET_WHITELIST)],
];

/**
 * Atrium's own settings, added after `project_name` and `app_url` so the ids of Directus 8's
 * settings stay as Directus 8 gives them.
 */
export const ATRIUM_SETTINGS: [key: string, value: string | null][] = [
  // Days a deleted item stays restorable in the trash (0: deletes are final).
  ['trash_retention_days', '30'],
];
