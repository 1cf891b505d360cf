import type { ServiceContext } from '../items/context';
import { SYSTEM_COLLECTION } from '../../schema/system-collections';
import type { Row } from './common';
import { outputSetting, settingTypes } from './setting-values';
import { serviceFor } from './index';

/** Output conversion of GET /settings (api.md §5.15): file → file object, integer, boolean; else text. */
export async function convertSettings(ctx: ServiceContext, rows: Row[]): Promise<Row[]> {
  const types = await settingTypes(ctx.knex);
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
