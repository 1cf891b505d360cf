import { ACCESS_FIELD_ROWS } from './access';
import { FILES_FIELD_ROWS } from './files';
import type { SystemFieldRow } from './row';
import { SCHEMA_FIELD_ROWS } from './schema';
import { SETTINGS_FIELD_ROWS } from './settings';
import { USERS_FIELD_ROWS } from './users';

export type { SystemFieldRow } from './row';

/**
 * The `directus_fields` rows of a fresh install in seeding order (ids follow it), one module per
 * group of tables. Options are kept as the JSON text v8 stores.
 */
export const SYSTEM_FIELD_ROWS: readonly SystemFieldRow[] = [
  ...SCHEMA_FIELD_ROWS,
  ...FILES_FIELD_ROWS,
  ...ACCESS_FIELD_ROWS,
  ...SETTINGS_FIELD_ROWS,
  ...USERS_FIELD_ROWS,
];
