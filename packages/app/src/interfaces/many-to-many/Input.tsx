import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PrimaryKey } from '@atrium/sdk';
import { Notice } from '../../components/Notice';
import { renderTemplate } from '../template';
import { csv, without } from '../related/defaults';
import {
  isRow,
  keyOf,
  withEdit,
  withEntry,
  withRemoval,
  workingRows,
  type Row,
  type WorkingRow,
} from '../related/payload';
import type { RelatedColumn } from '../related/RelatedTable';
import { RelationalList } from '../related/RelationalList';
import { bySortField, nextSortValue, withOrder } from '../related/sort';
import { useRelatedCollection, useRowsByKey } from '../related/use-related';
import { useStagedList } from '../related/use-staged-list';
import type { InputProps } from '../types';

interface Options {
  fields?: string | null;
  template?: string | null;
  sort_field?: string | null;
  allow_create?: boolean | null;
  allow_select?: boolean | null;
}

const DELETE = { kind: 'delete' } as const;

/**
 * Many to many (app-catalogue §1 Relational): the junction rows of this item, each showing its
 * related item. Add New creates a related item in a nested form, Select Existing links existing
 * ones, a row click edits the related item, × unlinks. Emits only changes: `{jpk, <jf>: {pk, …diff}}`
 * for edits, new junction rows without a key (`{<jf>: pk}` or `{<jf>: {…new item}}`), and
 * `{jpk, $delete: true}` for removals.
 */
export default function ManyToManyInput(props: InputProps<unknown, Options>) {
  const { value, savedValue, options, readonly, relation, onInput } = props;
  const { t } = useTranslation();
  const junction = relation?.collection_many ?? null;
  const jf = relation?.junction_field ?? '';
  const related = relation?.junction?.collection_one ?? null;
  const junctionInfo = useRelatedCollection(junction);
  const relatedInfo = useRelatedCollection(related);
  const jpk = junctionInfo.primaryKey;
  const rpk = relatedInfo.primaryKey;
  const { payload, saved, picked, pick, emit } = useStagedList(value, savedValue, jpk, onInput);
  const working = useMemo(
    // Junction rows whose related item is gone are dropped (app-catalogue §1).
    () => workingRows(saved, payload, jpk, DELETE).filter((r) => r.status !== 'saved' || r.row[jf] != null),
    [saved, payload, jpk, jf],
  );
  const bareKeys = working
    .map((r) => r.row[jf])
    .filter((v) => !isRow(v) && v !== null && v !== undefined && !picked.has(String(v))) as PrimaryKey[];
  const fetched = useRowsByKey(related, rpk, bareKeys);
  // Manual order: the junction's field named by `sort_field`, else its sort-type field.
  const sortField = useMemo(() => {
    const fields = junctionInfo.fields ?? {};
    if (options.sort_field && fields[options.sort_field]) return options.sort_field;
    return Object.values(fields).find((f) => String(f.type) === 'sort')?.field ?? null;
  }, [junctionInfo.fields, options.sort_field]);
  const rows = useMemo(
    () =>
      bySortField(
        working.map((r) => {
          const target = r.row[jf];
          if (isRow(target)) return r;
          const full = picked.get(String(target)) ?? fetched.get(String(target));
          return full ? { ...r, row: { ...r.row, [jf]: full } } : r;
        }),
        sortField,
      ),
    [working, jf, picked, fetched, sortField],
  );

  if (!relation || !junction || !related || !jf) {
    return <Notice color="warning">{t('interfaces.many-to-many.relation_missing')}</Notice>;
  }
  if (junctionInfo.loading || relatedInfo.loading) {
    return <div className="form-field-loading" aria-busy="true" aria-label={t('loading')} />;
  }

  const relatedKeyOf = (r: WorkingRow) => keyOf(r.row[jf], rpk);
  const label = (r: WorkingRow) => {
    const text = options.template ? renderTemplate(options.template, r.row).trim() : '';
    if (text) return text;
    const target = r.row[jf];
    return String((isRow(target) ? (target.name ?? target.title ?? target[rpk]) : target) ?? r.key ?? '');
  };
  const columns: RelatedColumn[] = csv(options.fields).map((path) => {
    const full = path.startsWith(`${jf}.`) || path in (junctionInfo.fields ?? {}) ? path : `${jf}.${path}`;
    const own = full.startsWith(`${jf}.`) ? full.slice(jf.length + 1) : null;
    const field = own ? relatedInfo.fields?.[own] : junctionInfo.fields?.[full];
    const named = own
      ? relatedInfo.named.find((f) => f.field === own)
      : junctionInfo.named.find((f) => f.field === full);
    return { path: full, label: named?.name ?? path, field: own ? undefined : field, collection: junction };
  });

  const remove = (r: WorkingRow) => emit(withRemoval(payload, r, jpk, DELETE));
  const onSelected = (keys: PrimaryKey[], items: Row[]) => {
    pick(items, rpk);
    const wanted = new Set(keys.map(String));
    const have = new Set(rows.map((r) => String(relatedKeyOf(r))));
    let out = payload;
    for (const r of rows) if (!wanted.has(String(relatedKeyOf(r)))) out = withRemoval(out, r, jpk, DELETE);
    // Rows linked now go after the others (next sort values, in the order they were picked).
    let sortValue = sortField ? nextSortValue(rows, sortField) : 0;
    for (const key of keys)
      if (!have.has(String(key)))
        out = [...out, sortField ? { [jf]: key, [sortField]: sortValue++ } : { [jf]: key }];
    emit(out);
  };
  const onEdited = (target: WorkingRow | null, changes: Row, values: Row) => {
    if (!target) {
      const entry: Row = { [jf]: without(values, [rpk]) };
      emit([...payload, sortField ? { ...entry, [sortField]: nextSortValue(rows, sortField) } : entry]);
      return;
    }
    const relatedKey = relatedKeyOf(target);
    if (target.status === 'new') {
      const before = isRow(target.row[jf]) ? (target.row[jf] as Row) : {};
      emit(withEntry(payload, target.entry!, { [jf]: { ...before, ...changes } }));
    } else if (target.status === 'linked') {
      emit(withEntry(payload, target.entry!, { [jf]: { [rpk]: relatedKey, ...changes } }));
    } else {
      emit(withEdit(payload, jpk, target.key!, { [jf]: { [rpk]: relatedKey, ...changes } }));
    }
  };

  return (
    <RelationalList
      className="related m2m"
      words={{
        empty: t('interfaces.many-to-many.no_items'),
        addNew: t('interfaces.many-to-many.add_new'),
        selectExisting: t('interfaces.many-to-many.select_existing'),
        creating: t('interfaces.many-to-many.creating_item'),
        editing: t('editing_item'),
      }}
      rows={rows}
      columns={columns}
      template={options.template}
      label={label}
      readonly={readonly}
      allowCreate={options.allow_create}
      allowSelect={options.allow_select}
      onRemove={remove}
      onReorder={
        sortField ? (ordered) => emit(withOrder(payload, ordered, jpk, sortField, saved)) : undefined
      }
      collection={related}
      fields={relatedInfo.fields}
      opened={(r) => ({ row: isRow(r.row[jf]) ? (r.row[jf] as Row) : {}, primaryKey: relatedKeyOf(r) })}
      selected={rows.map(relatedKeyOf).filter((k): k is PrimaryKey => k !== null)}
      onSelect={onSelected}
      onEdited={onEdited}
    />
  );
}
