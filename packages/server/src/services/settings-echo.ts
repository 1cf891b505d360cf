import type { ServiceContext } from './items/context';
import { convertSettings } from './system/settings';
import { settingTypes } from './system/setting-values';

type Row = Record<string, unknown>;

/**
 * The rows a write of `/settings` answers with (api.md §5.15): converted as reads are, but with
 * each value as the request sent it (`sent`, by `id:<id>` or `key:<key>`), except file settings,
 * which answer with the file object.
 */
export async function echoSettings(
  ctx: ServiceContext,
  rows: Row[],
  sent: Map<string, unknown>,
): Promise<Row[]> {
  const types = await settingTypes(ctx.knex);
  const converted = await convertSettings(ctx, rows);
  return converted.map((row, i) => {
    if (types.get(String(row.key)) === 'file' || !('value' in row)) return row;
    const k = `key:${String(row.key)}`;
    const id = `id:${String(row.id)}`;
    const value = sent.has(id) ? sent.get(id) : sent.has(k) ? sent.get(k) : rows[i]!.value;
    return { ...row, value };
  });
}
