import { row, type SystemFieldRow } from './row';

/** The seeded field rows of `directus_roles`, `directus_permissions`, `directus_relations` and `directus_revisions`, in seeding order. */
export const ACCESS_FIELD_ROWS: readonly SystemFieldRow[] = [
  row('directus_roles', 'id', 'integer', 'primary-key', { locked: 1, required: 1, hidden_detail: 1 }),
  row('directus_roles', 'external_id', 'string', 'text-input', {
    locked: 1,
    readonly: 1,
    hidden_detail: 1,
    hidden_browse: 1,
  }),
  row('directus_roles', 'name', 'string', 'text-input', { locked: 1, required: 1, sort: 1, width: 'half' }),
  row('directus_roles', 'description', 'string', 'text-input', { locked: 1, sort: 2, width: 'half' }),
  row('directus_roles', 'ip_whitelist', 'array', 'tags', {
    locked: 1,
    options: '{"":"Add an IP address..."}',
  }),
  row('directus_roles', 'enforce_2fa', 'boolean', 'switch', { locked: 1 }),
  row('directus_roles', 'users', 'o2m', 'one-to-many', {
    locked: 1,
    options: '{"fields":"first_name,last_name"}',
  }),
  row('directus_roles', 'module_listing', 'json', 'repeater', {
    locked: 1,
    options:
      '{"template":"{{ name }}","createItemText":"Add Module","fields":[{"field":"name","interface":"text-input","type":"string","width":"half"},{"field":"link","interface":"text-input","type":"string","width":"half"},{"field":"icon","interface":"icon","type":"string","width":"full"}]}',
  }),
  row('directus_roles', 'collection_listing', 'json', 'repeater', {
    locked: 1,
    options:
      '{"template":"{{ group_name }}","createItemText":"Add Group","fields":[{"field":"group_name","width":"full","interface":"text-input","type":"string"},{"field":"collections","interface":"repeater","type":"JSON","options":{"createItemText":"Add Collection","fields":[{"field":"collection","type":"string","interface":"collections","width":"full"}]}}]}',
  }),
  row('directus_permissions', 'id', 'integer', 'primary-key', { locked: 1, required: 1, hidden_detail: 1 }),
  row('directus_permissions', 'collection', 'm2o', 'many-to-one', { locked: 1 }),
  row('directus_permissions', 'role', 'm2o', 'many-to-one', { locked: 1 }),
  row('directus_permissions', 'status', 'string', 'text-input', { locked: 1 }),
  row('directus_permissions', 'create', 'string', 'text-input', { locked: 1 }),
  row('directus_permissions', 'read', 'string', 'text-input', { locked: 1 }),
  row('directus_permissions', 'update', 'string', 'text-input', { locked: 1 }),
  row('directus_permissions', 'delete', 'string', 'primary-key', { locked: 1 }),
  row('directus_permissions', 'comment', 'string', 'text-input', { locked: 1 }),
  row('directus_permissions', 'explain', 'string', 'text-input', { locked: 1 }),
  row('directus_permissions', 'status_blacklist', 'array', 'tags', { locked: 1 }),
  row('directus_permissions', 'read_field_blacklist', 'array', 'tags', { locked: 1 }),
  row('directus_permissions', 'write_field_blacklist', 'array', 'tags', { locked: 1 }),
  row('directus_relations', 'id', 'integer', 'primary-key', { locked: 1 }),
  row('directus_relations', 'collection_many', 'string', 'collections', { locked: 1 }),
  row('directus_relations', 'field_many', 'string', 'text-input', { locked: 1 }),
  row('directus_relations', 'collection_one', 'string', 'collections', { locked: 1 }),
  row('directus_relations', 'field_one', 'string', 'text-input', { locked: 1 }),
  row('directus_relations', 'junction_field', 'string', 'text-input', { locked: 1 }),
  row('directus_revisions', 'id', 'integer', 'primary-key', { locked: 1 }),
  row('directus_revisions', 'activity', 'm2o', 'many-to-one', { locked: 1 }),
  row('directus_revisions', 'collection', 'm2o', 'many-to-one', { locked: 1 }),
  row('directus_revisions', 'item', 'string', 'text-input', { locked: 1 }),
  row('directus_revisions', 'data', 'json', 'json', { locked: 1 }),
  row('directus_revisions', 'delta', 'json', 'json', { locked: 1 }),
  row('directus_revisions', 'parent_item', 'string', 'text-input', { locked: 1 }),
  row('directus_revisions', 'parent_collection', 'string', 'collections', { locked: 1 }),
  row('directus_revisions', 'parent_changed', 'boolean', 'switch', { locked: 1 }),
];
