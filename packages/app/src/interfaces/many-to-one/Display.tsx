import { useFieldRelation } from '../../form/relational';
import { isRow, keyOf } from '../related/payload';
import { useRelatedCollection, useRowsByKey } from '../related/use-related';
import type { DisplayProps } from '../types';
import { itemLabel, type LabelOptions } from './label';

/** The related item through the template; a bare key is fetched first. */
export default function ManyToOneDisplay(props: DisplayProps<unknown, LabelOptions>) {
  const { value, options } = props;
  const resolved = useFieldRelation(props.collection, props.name);
  const relation = props.relation ?? resolved;
  const related = relation?.collection_one ?? null;
  const rel = useRelatedCollection(related);
  const key = keyOf(value, rel.primaryKey);
  const fetched = useRowsByKey(related, rel.primaryKey, !isRow(value) && key !== null ? [key] : []);
  if (value === null || value === undefined) return <span className="field-display-empty">--</span>;
  const row = isRow(value) ? value : key !== null ? fetched.get(String(key)) : undefined;
  return (
    <span className="m2o-display">{row ? itemLabel(row, rel.primaryKey, options) : String(key ?? '')}</span>
  );
}
