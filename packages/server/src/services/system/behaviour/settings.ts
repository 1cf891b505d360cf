import type { CollectionBehaviour } from '../../items/behaviour';
import { invalid } from '../common';
import { settingTypes, storedSetting } from '../setting-values';

/** `directus_settings` (api.md §5.15): a value is stored as the text its key's type asks for. */
export const settings: CollectionBehaviour = {
  async beforeWrite(action, payload, svc, current) {
    if (!('value' in payload) && !('key' in payload)) return payload;
    const types = await settingTypes(svc.ctx.knex);
    let name = payload.key;
    if (action === 'update' && name === undefined) name = current?.key;
    if (action === 'create' && (typeof name !== 'string' || name.trim() === ''))
      throw invalid('key', 'This value should not be blank.');
    if (!('value' in payload)) return payload;
    const k = String(name ?? '');
    return { ...payload, value: storedSetting(k, types.get(k), payload.value) };
  },
};
