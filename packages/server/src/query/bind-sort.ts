import { errors } from '../errors';
import type { CollectionInfo, FieldInfo } from '../schema/overview';
import type { FilterNode } from './ast';
import type { SortItem } from './param-values';
import type { ReadAccessContext } from './read-access';

/**
 * Step 2c of a read: a sort bound to the schema and the caller's read access — every field must be
 * a readable, sortable column; one readable only in some rows restricts the rows to those.
 * Without a sort of its own the collection's sort field (when readable) orders the rows, and the
 * primary key always settles ties, so pages never overlap.
 */
export function bindSort(
  ctx: ReadAccessContext,
  collection: CollectionInfo,
  sort: SortItem[] | null,
  /** Receives the row restrictions of fields readable in some rows only. */
  restrictions: FilterNode[],
  prefix = '',
): { field: FieldInfo; desc: boolean }[] {
  const access = ctx.read(collection);
  const out = (sort ?? []).map((s) => {
    const f = collection.fields.get(s.field);
    if (!f) throw errors.invalidField(prefix + s.field, collection.collection);
    if (f.alias)
      throw errors.unprocessable(`Unable to sort by "${prefix}${s.field}" field because it is an alias.`);
    if (access.field(s.field).kind === 'none') {
      throw errors.forbiddenFieldRead(`Permission denied: field "${prefix}${s.field}" cannot be read`);
    }
    if (!access.sortable(s.field)) {
      throw errors.forbiddenFieldRead(`Permission denied: field "${prefix}${s.field}" cannot be sorted by`);
    }
    const r = access.restrictionFor(s.field);
    if (r) restrictions.push(r);
    return { field: f, desc: s.desc };
  });
  if (out.length === 0 && collection.sortField && access.field(collection.sortField).kind === 'all') {
    out.push({ field: collection.fields.get(collection.sortField)!, desc: false });
  }
  if (!out.some((s) => s.field.field === collection.primaryKey)) {
    out.push({ field: collection.fields.get(collection.primaryKey)!, desc: false });
  }
  return out;
}
