import type { Knex } from 'knex';
import type { FilterNode } from '../../query/ast';
import { applyFilter, sqlContext } from '../../query/compile-sql';
import type { CollectionInfo } from '../../schema/overview';
import { isSecretField } from '../permissions/access';
import type { ServiceContext } from '../items/context';

/**
 * For tables that point at items by `(collection, item)` — activity and revisions — a restriction
 * to the items the caller may read. With `wholeRowsOnly`, collections where any field is hidden
 * from the caller are left out entirely (revision `data` holds every field), so a revision can
 * never reveal a blacklisted value. Admins are not restricted.
 */
export function readableItemsRestriction(ctx: ServiceContext, wholeRowsOnly: boolean): FilterNode | null {
  if (ctx.accountability.admin) return null;
  const allowed: CollectionInfo[] = [];
  for (const c of ctx.schema.collections.values()) {
    const a = ctx.access.read(c);
    if (!a.readable) continue;
    if (wholeRowsOnly && c.fieldOrder.some((f) => !isSecretField(c, f) && a.field(f).kind !== 'all'))
      continue;
    allowed.push(c);
  }
  const sql = sqlContext(ctx.knex, ctx.schema);
  const castText = sql.dialect === 'mysql' ? 'CAST(?? AS CHAR)' : 'CAST(?? AS TEXT)';
  return {
    kind: 'custom',
    apply(qb: Knex.QueryBuilder, alias: string) {
      if (allowed.length === 0) {
        qb.whereRaw('1 = 0');
        return;
      }
      for (const c of allowed) {
        qb.orWhere((b) => {
          b.where(`${alias}.collection`, c.collection);
          const rowFilter = ctx.access.read(c).rowFilter;
          if (rowFilter) {
            const sub = `ri${++sql.n}`;
            const inner = ctx
              .knex({ [sub]: c.collection })
              .select(ctx.knex.raw(castText, [`${sub}.${c.primaryKey}`]));
            applyFilter(inner, rowFilter, sub, sql);
            b.whereIn(`${alias}.item`, inner);
          }
        });
      }
    },
  };
}
