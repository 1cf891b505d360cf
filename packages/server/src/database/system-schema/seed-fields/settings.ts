import { row, type SystemFieldRow } from './row';

/** The seeded field rows of `directus_settings`, in seeding order. */
export const SETTINGS_FIELD_ROWS: readonly SystemFieldRow[] = [
  row('directus_settings', 'project_name', 'string', 'text-input', {
    locked: 1,
    required: 1,
    sort: 1,
    width: 'half',
    options: '{"iconRight":"title"}',
    note: 'The name of the project, shown in the App and on its public pages',
  }),
  row('directus_settings', 'project_url', 'string', 'text-input', {
    locked: 1,
    sort: 2,
    width: 'half',
    options: '{"iconRight":"link"}',
    note: "External link for the App's top-left logo",
  }),
  row('directus_settings', 'project_logo', 'file', 'file', {
    locked: 1,
    sort: 3,
    width: 'half',
    note: 'A 40x40 brand logo, ideally a white SVG/PNG',
  }),
  row('directus_settings', 'project_color', 'string', 'color', {
    locked: 1,
    sort: 4,
    width: 'half',
    note: "Color for login background and App's logo",
  }),
  row('directus_settings', 'project_foreground', 'file', 'file', {
    locked: 1,
    sort: 5,
    width: 'half',
    note: 'Centered image (eg: logo) for the login page',
  }),
  row('directus_settings', 'project_background', 'file', 'file', {
    locked: 1,
    sort: 6,
    width: 'half',
    note: 'Full-screen background for the login page',
  }),
  row('directus_settings', 'project_public_note', 'string', 'markdown', {
    locked: 1,
    sort: 7,
    note: 'This value will be shown on the public pages of the app',
  }),
  row('directus_settings', 'default_locale', 'string', 'language', {
    locked: 1,
    sort: 8,
    width: 'half',
    options: '{"limit":true}',
    note: 'Default language of the App for its users',
  }),
  row('directus_settings', 'telemetry', 'boolean', 'switch', {
    locked: 1,
    sort: 9,
    width: 'half',
    note: '<a href="https://docs.directus.io/getting-started/concepts.html#telemetry" target="_blank">Learn More</a>',
  }),
  row('directus_settings', 'data_divider', 'alias', 'divider', {
    locked: 1,
    hidden_browse: 1,
    sort: 11,
    options: '{"style":"large","title":"Data","hr":true}',
  }),
  row('directus_settings', 'default_limit', 'integer', 'numeric', {
    locked: 1,
    required: 1,
    sort: 12,
    width: 'half',
    options: '{"iconRight":"keyboard_tab"}',
    note: 'Default item count in API and App responses',
  }),
  row('directus_settings', 'sort_null_last', 'boolean', 'switch', {
    locked: 1,
    sort: 13,
    width: 'half',
    note: 'NULL values are sorted last',
  }),
  // Atrium: how long the trash keeps deleted items (docs/content-workflow.md).
  row('directus_settings', 'trash_retention_days', 'integer', 'numeric', {
    locked: 1,
    sort: 14,
    width: 'half',
    options: '{"iconRight":"restore_from_trash"}',
    note: 'Days a deleted item stays restorable in the trash (empty: 30); 0 turns the trash off',
  }),
  row('directus_settings', 'security_divider', 'alias', 'divider', {
    locked: 1,
    hidden_browse: 1,
    sort: 20,
    options: '{"style":"large","title":"Security","hr":true}',
  }),
  row('directus_settings', 'auto_sign_out', 'integer', 'numeric', {
    locked: 1,
    required: 1,
    sort: 22,
    width: 'half',
    options: '{"iconRight":"timer"}',
    note: 'Minutes before idle users are signed out',
  }),
  row('directus_settings', 'login_attempts_allowed', 'integer', 'numeric', {
    locked: 1,
    sort: 23,
    width: 'half',
    options: '{"iconRight":"lock"}',
    note: 'Failed login attempts before suspending users',
  }),
  row('directus_settings', 'password_policy', 'string', 'dropdown', {
    locked: 1,
    sort: 24,
    width: 'half',
    options:
      '{"choices":{"":"None","/^.{8,}$/":"Weak","/(?=^.{8,}$)(?=.*\\\\d)(?=.*[a-z])(?=.*[A-Z])(?=.*[!@#$%^&*()_+}{\';\'?>.<,])(?!.*\\\\s).*$/":"Strong"}}',
    note: 'Weak: Minimum length 8; Strong: 1 small-case letter, 1 capital letter, 1 digit, 1 special character and the length should be minimum 8',
  }),
  row('directus_settings', 'auth_token_ttl', 'integer', 'numeric', {
    locked: 1,
    sort: 25,
    width: 'half',
    options: '{"iconRight":"timer"}',
    note: 'Minutes the API authorization token will last',
  }),
  row('directus_settings', 'files_divider', 'alias', 'divider', {
    locked: 1,
    hidden_browse: 1,
    sort: 30,
    options: '{"style":"large","title":"Files & Thumbnails","hr":true}',
  }),
  row('directus_settings', 'file_naming', 'string', 'dropdown', {
    locked: 1,
    sort: 31,
    width: 'half',
    options: '{"choices":{"uuid":"UUID (Obfuscated)","file_name":"File Name (Readable)"}}',
    note: 'File-system naming convention for uploads',
  }),
  row('directus_settings', 'asset_url_naming', 'string', 'dropdown', {
    locked: 1,
    sort: 32,
    width: 'half',
    options:
      '{"choices":{"private_hash":"Private Hash (Obfuscated)","filename_download":"File Name (Readable)"}}',
    note: 'Thumbnail URL convention',
  }),
  row('directus_settings', 'file_mimetype_whitelist', 'array', 'tags', {
    locked: 1,
    sort: 33,
    width: 'half',
    options: '{"placeholder":"Enter a file mimetype then hit enter (eg: image/jpeg)"}',
    note: 'Enter a file mimetype then hit enter (eg: image/jpeg)',
  }),
  row('directus_settings', 'asset_whitelist', 'json', 'repeater', {
    sort: 34,
    options:
      '{"template":"{{key}}","fields":[{"field":"key","interface":"slug","width":"half","type":"string","required":true,"options":{"onlyOnCreate":false}},{"field":"fit","interface":"dropdown","width":"half","type":"string","options":{"choices":{"crop":"Crop (forces exact size)","contain":"Contain (preserve aspect ratio)"}},"required":true},{"field":"width","interface":"numeric","width":"half","type":"integer","required":true},{"field":"height","interface":"numeric","width":"half","type":"integer","required":true},{"field":"quality","interface":"slider","width":"full","type":"integer","default":80,"options":{"min":0,"max":100,"step":1},"required":true}]}',
    note: 'Defines how the thumbnail will be generated based on the requested params.',
  }),
  row('directus_settings', 'asset_whitelist_system', 'json', 'json', {
    readonly: 1,
    hidden_detail: 1,
    hidden_browse: 1,
    sort: 35,
    width: 'half',
  }),
  row('directus_settings', 'youtube_api_key', 'string', 'text-input', {
    locked: 1,
    sort: 36,
    options: '{"iconRight":"videocam"}',
    note: 'Allows fetching more YouTube Embed info',
  }),
];
