import { TIMEZONE_CHOICES } from '../timezones';
import { row, type SystemFieldRow } from './row';

const timezoneOptions = JSON.stringify({ placeholder: 'Choose a timezone...', choices: TIMEZONE_CHOICES });

/** The seeded field rows of `directus_users`, `directus_user_sessions` and `directus_webhooks`, in seeding order. */
export const USERS_FIELD_ROWS: readonly SystemFieldRow[] = [
  row('directus_users', 'id', 'integer', 'primary-key', {
    locked: 1,
    required: 1,
    hidden_detail: 1,
    sort: 1,
  }),
  row('directus_users', 'status', 'status', 'status', {
    locked: 1,
    required: 1,
    sort: 2,
    options:
      '{"status_mapping":{"draft":{"name":"Draft","text_color":"white","background_color":"light-gray","listing_subdued":false,"listing_badge":true,"soft_delete":false},"invited":{"name":"Invited","text_color":"white","background_color":"light-gray","listing_subdued":false,"listing_badge":true,"soft_delete":false},"active":{"name":"Active","text_color":"white","background_color":"success","listing_subdued":false,"listing_badge":false,"soft_delete":false},"suspended":{"name":"Suspended","text_color":"white","background_color":"light-gray","listing_subdued":false,"listing_badge":true,"soft_delete":false},"deleted":{"name":"Deleted","text_color":"white","background_color":"danger","listing_subdued":false,"listing_badge":true,"soft_delete":true}}}',
  }),
  row('directus_users', 'first_name', 'string', 'text-input', {
    locked: 1,
    required: 1,
    sort: 3,
    width: 'half',
    options: '{"iconRight":"account_circle"}',
  }),
  row('directus_users', 'last_name', 'string', 'text-input', {
    locked: 1,
    required: 1,
    sort: 4,
    width: 'half',
    options: '{"iconRight":"account_circle"}',
  }),
  row('directus_users', 'email', 'string', 'text-input', {
    locked: 1,
    required: 1,
    sort: 5,
    width: 'half',
    validation: '$email',
    options: '{"iconRight":"alternate_email"}',
  }),
  row('directus_users', 'email_notifications', 'boolean', 'switch', { locked: 1, sort: 6, width: 'half' }),
  row('directus_users', 'password', 'hash', 'password', { locked: 1, required: 1, sort: 7, width: 'half' }),
  row('directus_users', 'role', 'm2o', 'user-roles', { locked: 1, required: 1, sort: 8, width: 'half' }),
  row('directus_users', 'company', 'string', 'text-input', {
    sort: 9,
    width: 'half',
    options: '{"iconRight":"location_city"}',
  }),
  row('directus_users', 'title', 'string', 'text-input', {
    sort: 10,
    width: 'half',
    options: '{"iconRight":"text_fields"}',
  }),
  row('directus_users', 'timezone', 'string', 'dropdown', {
    locked: 1,
    required: 1,
    sort: 11,
    width: 'half',
    options: timezoneOptions,
  }),
  row('directus_users', 'locale', 'string', 'language', {
    locked: 1,
    sort: 12,
    width: 'half',
    options: '{"limit":true}',
  }),
  row('directus_users', 'avatar', 'file', 'file', { locked: 1, sort: 13 }),
  row('directus_users', 'theme', 'string', 'radio-buttons', {
    locked: 1,
    sort: 14,
    options: '{"format":true,"choices":{"auto":"Auto","light":"Light","dark":"Dark"}}',
  }),
  row('directus_users', '2fa_secret', 'string', '2fa-secret', { locked: 1, readonly: 1, sort: 15 }),
  row('directus_users', 'locale_options', 'json', 'json', {
    locked: 1,
    hidden_detail: 1,
    hidden_browse: 1,
    sort: 16,
  }),
  row('directus_users', 'token', 'string', 'text-input', {
    locked: 1,
    hidden_detail: 1,
    hidden_browse: 1,
    sort: 17,
  }),
  row('directus_users', 'last_access_on', 'datetime', 'datetime', {
    locked: 1,
    readonly: 1,
    hidden_detail: 1,
    sort: 18,
  }),
  row('directus_users', 'last_page', 'string', 'text-input', {
    locked: 1,
    readonly: 1,
    hidden_detail: 1,
    hidden_browse: 1,
    sort: 19,
  }),
  row('directus_users', 'external_id', 'string', 'text-input', {
    locked: 1,
    readonly: 1,
    hidden_detail: 1,
    hidden_browse: 1,
  }),
  row('directus_users', 'password_reset_token', 'string', 'text-input', {
    locked: 1,
    readonly: 1,
    hidden_detail: 1,
  }),
  row('directus_user_sessions', 'id', 'integer', 'primary-key', { locked: 1, required: 1, hidden_detail: 1 }),
  row('directus_user_sessions', 'user', 'user', 'user', { required: 1 }),
  row('directus_user_sessions', 'token_type', 'string', 'text-input'),
  row('directus_user_sessions', 'token', 'string', 'text-input'),
  row('directus_user_sessions', 'ip_address', 'string', 'text-input'),
  row('directus_user_sessions', 'user_agent', 'string', 'text-input'),
  row('directus_user_sessions', 'created_on', 'datetime', 'datetime'),
  row('directus_user_sessions', 'token_expired_at', 'datetime', 'datetime'),
  row('directus_webhooks', 'id', 'integer', 'primary-key', { locked: 1, required: 1, hidden_detail: 1 }),
  row('directus_webhooks', 'status', 'status', 'status', {
    locked: 1,
    sort: 1,
    options:
      '{"status_mapping":{"active":{"name":"Active","value":"active","text_color":"white","background_color":"green","browse_subdued":false,"browse_badge":true,"soft_delete":false,"published":true},"inactive":{"name":"Inactive","value":"inactive","text_color":"white","background_color":"blue-grey","browse_subdued":true,"browse_badge":true,"soft_delete":false,"published":false}}}',
  }),
  row('directus_webhooks', 'http_action', 'string', 'dropdown', {
    locked: 1,
    required: 1,
    sort: 2,
    width: 'half-space',
    options: '{"choices":{"get":"GET","post":"POST"}}',
  }),
  row('directus_webhooks', 'url', 'string', 'text-input', {
    locked: 1,
    required: 1,
    sort: 3,
    options: '{"placeholder":"https://example.com","iconRight":"link"}',
  }),
  row('directus_webhooks', 'collection', 'string', 'collections', {
    locked: 1,
    required: 1,
    sort: 4,
    width: 'half',
  }),
  row('directus_webhooks', 'directus_action', 'string', 'dropdown', {
    locked: 1,
    required: 1,
    sort: 5,
    width: 'half',
    options:
      '{"choices":{"item.create:after":"Create","item.update:after":"Update","item.delete:after":"Delete"}}',
  }),
  row('directus_webhooks', 'info', 'alias', 'divider', {
    locked: 1,
    hidden_browse: 1,
    sort: 6,
    options:
      '{"style":"medium","title":"How Webhooks Work","hr":true,"margin":false,"description":"When the selected action occurs for the selected collection, Atrium will send an HTTP request to the address above."}',
  }),
];
