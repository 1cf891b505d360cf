import type { Knex } from 'knex';

/** All rows of `directus_settings` as key → raw value. */
export async function readSettings(knex: Knex): Promise<Map<string, string | null>> {
  const rows: { key: string; value: string | null }[] = await knex('directus_settings').select(
    'key',
    'value',
  );
  return new Map(rows.map((r) => [r.key, r.value]));
}
