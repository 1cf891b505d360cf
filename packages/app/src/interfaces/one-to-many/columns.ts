import type { Field } from '@atrium/sdk';
import { csv } from '../related/defaults';

/**
 * The columns of a one-to-many table: the `fields` option, else the first two fields shown in
 * listings, leaving out the primary key and the back-reference to this item.
 */
export function o2mColumns(
  option: unknown,
  fields: (Field & { name: string })[],
  primaryKey: string,
  backReference: string,
): string[] {
  const listed = csv(option);
  if (listed.length) return listed;
  return fields
    .filter(
      (f) => f.field !== primaryKey && f.field !== backReference && !f.hidden_browse && f.type !== 'alias',
    )
    .slice(0, 2)
    .map((f) => f.field);
}
