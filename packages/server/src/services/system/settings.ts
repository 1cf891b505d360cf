import type { ServiceContext } from '../items/context';
import { SYSTEM_COLLECTION } from '../../schema/system-collections';
import type { Row } from './common';
import { outputSetting, settingTypes } from './setting-values';
import { serviceFor } from './index';

/**
 * Output conversion of GET /settings (api.md §5.15): file → file object, integer, boolean; else
 * text. `types`: the settings' types when the caller has read them already.
 */
export async function convertSettings(
  ctx: ServiceContext,
  rows: Row[],
  types?: Map<string, string>,
): Promise<Row[]> {
  types ??= await settingTypes(ctx.knex);
  const fileIds = new Set<string>();
  for (const r of rows) {
    if (types.get(String(r.key)) === 'file' && r.value !== null && r.value !== undefined && r.value !== '')
      fileIds.add(String(r.value));
  }
  const files = new Map<string, Row>();
  if (fileIds.size) {
    try {
      const out = await serviceFor(SYSTEM_COLLECTION.files, ctx).readByKeys([...fileIds], {});
      for (const f of out.data) files.set(String(f.id), f);
    } catch {
      // Unreadable files read as null.
    }
  }
  return rows.map((r) => {
    if (!('value' in r) || !('key' in r)) return r;
    return { ...r, value: outputSetting(types.get(String(r.key)), r.value, files) };
  });
}

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
  const converted = await convertSettings(ctx, rows, types);
  return converted.map((row, i) => {
    if (types.get(String(row.key)) === 'file' || !('value' in row)) return row;
    const k = `key:${String(row.key)}`;
    const id = `id:${String(row.id)}`;
    const value = sent.has(id) ? sent.get(id) : sent.has(k) ? sent.get(k) : rows[i]!.value;
    return { ...row, value };
  });
}
