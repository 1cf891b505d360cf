import type { Knex } from 'knex';
import { errors } from '../../errors';
import type { FieldInfo } from '../../schema/overview';
import type { ItemsCore, ParentRef } from './core';
import { isPlainObject } from './payload';

/** The relational parts of a write: many-to-one objects before the row, one-to-many lists after it. */

type Row = Record<string, unknown>;

/**
 * Splits a payload into columns and relational parts; M2O objects are written first (they
 * must exist before the FK that points at them). Returns columns and the O2M lists.
 */
export async function resolveRelations(
  svc: ItemsCore,
  payload: Row,
  parent: ParentRef,
  pendingParents: number[],
): Promise<{ columns: Row; o2m: [FieldInfo, unknown][] }> {
  const columns: Row = {};
  const o2m: [FieldInfo, unknown][] = [];
  for (const [key, value] of Object.entries(payload)) {
    if (key === '$delete') continue;
    const f = svc.collection.fields.get(key)!;
    if (f.o2m) {
      o2m.push([f, value]);
      continue;
    }
    if (f.alias) continue;
    if (f.m2o && isPlainObject(value)) {
      const target = svc.for(f.m2o.collection);
      const tpk = target.collection.primaryKey;
      const id = value[tpk];
      if (value.$delete) {
        if (id !== undefined && id !== null) await target.deleteOne(id);
        columns[key] = f.column?.nullable === false ? 0 : null;
      } else if (f.type === 'file') {
        // A file is not created from an object inside an item (upload it with POST /files and
        // send its id); refused rather than left out, so no data is silently dropped.
        if ((id === undefined || id === null) && Object.keys(value).some((k) => k !== tpk)) {
          throw errors.unprocessable(
            `${key}: a file cannot be created inside an item; upload it with POST /files and send its id`,
          );
        }
        columns[key] = id ?? null;
      } else {
        const rest = Object.fromEntries(Object.entries(value).filter(([k]) => k !== tpk && k !== '$delete'));
        if (id !== undefined && id !== null) {
          if (Object.keys(rest).length) await target.updateOne(id, rest, { parent, pendingParents });
          columns[key] = id;
        } else {
          columns[key] = await target.createOne(value, { parent, pendingParents });
        }
      }
      continue;
    }
    columns[key] = value;
  }
  return { columns, o2m };
}

/** Writes the one-to-many lists of an item once it exists. */
export async function writeO2M(
  svc: ItemsCore,
  o2m: [FieldInfo, unknown][],
  key: unknown,
  parent: ParentRef,
): Promise<void> {
  for (const [f, list] of o2m) {
    if (list === null || list === undefined) continue;
    if (!Array.isArray(list)) {
      throw errors.invalidFieldValueType(`${f.field}: This value should be of type array.`);
    }
    const rel = f.o2m!;
    const related = svc.for(rel.collection);
    const rpk = related.collection.primaryKey;
    for (const entry of list) {
      if (!isPlainObject(entry)) {
        await related.updateOne(entry, { [rel.field]: key }, { parent });
        continue;
      }
      const id = entry[rpk];
      if (id === undefined || id === null) {
        await related.createOne({ ...entry, [rel.field]: key }, { parent });
      } else if (entry.$delete) {
        await related.deleteOne(id);
      } else {
        const rest = Object.fromEntries(Object.entries(entry).filter(([k]) => k !== rpk && k !== '$delete'));
        if (rel.field in rest && rest[rel.field] === null)
          await related.updateOne(id, { [rel.field]: null }, { parent });
        else await related.updateOne(id, { ...rest, [rel.field]: key }, { parent });
      }
    }
    if (f.required) {
      // Removing every row of a required O2M is refused (api.md §5.1); the transaction rolls back.
      const r = (await svc
        .knex(rel.collection)
        .where(rel.field, key as Knex.Value)
        .count({ c: '*' })
        .first()) as { c: unknown } | undefined;
      if (Number(r?.c ?? 0) === 0) throw errors.unprocessable(`${f.field}: This value should not be blank.`);
    }
  }
}
