import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PrimaryKey } from '@atrium/sdk';
import { Notice } from '../../components/Notice';
import { itemLabel } from '../many-to-one/label';
import { without } from '../related/defaults';
import {
  keyOf,
  withEdit,
  withEntry,
  withRemoval,
  workingRows,
  type Removal,
  type Row,
  type WorkingRow,
} from '../related/payload';
import type { RelatedColumn } from '../related/RelatedTable';
import { RelationalList } from '../related/RelationalList';
import { bySortField, nextSortValue, withNextSort, withOrder } from '../related/sort';
import { useRelatedCollection, useRowsByKey } from '../related/use-related';
import { useStagedList } from '../related/use-staged-list';
import type { InputProps } from '../types';
import { o2mColumns } from './columns';

interface Options {
  fields?: string | null;
  template?: string | null;
  sort_field?: string | null;
  delete_mode?: 'relation' | 'item' | null;
  allow_create?: boolean | null;
  allow_select?: boolean | null;
}

/**
 * One to many (app-catalogue §1 Relational): the related rows that point at this item. Add New
 * creates one in a nested form (the back-reference read-only), Select Existing links existing
 * rows, a row click edits, × removes it: by clearing its reference (`delete_mode` relation) or by
 * deleting it (`item`). Emits only changes: `{pk, …diff}`, new rows without key or reference,
 * `{pk}` for a linked row, `{pk, <fk>: null}` or `{pk, $delete: true}` for a removal.
 */
export default function OneToManyInput(props: InputProps<unknown, Options>) {
  const { value, savedValue, options, readonly, relation, onInput } = props;
  const { t } = useTranslation();
  const related = relation?.collection_many ?? null;
  const fk = relation?.field_many ?? '';
  const info = useRelatedCollection(related);
  const pk = info.primaryKey;
  const removal: Removal =
    options.delete_mode === 'item' ? { kind: 'delete' } : { kind: 'nullify', field: fk };
  const { payload, saved, picked, pick, emit } = useStagedList(value, savedValue, pk, onInput);
  const working = useMemo(
    () => workingRows(saved, payload, pk, removal),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [saved, payload, pk, removal.kind, fk],
  );
  // Linked rows carry only their key: their values come from the select modal or a fetch.
  const bare = working
    .filter((r) => r.status === 'linked' && r.key !== null && !picked.has(String(r.key)))
    .map((r) => r.key as PrimaryKey);
  const fetched = useRowsByKey(related, pk, bare);
  // Manual order: by the related collection's sort field, when the option names one it has.
  const sortField = options.sort_field && info.fields?.[options.sort_field] ? options.sort_field : null;
  const rows = useMemo(
    () =>
      bySortField(
        working.map((r) => {
          if (r.status !== 'linked') return r;
          const full = picked.get(String(r.key)) ?? fetched.get(String(r.key));
          return full ? { ...r, row: { ...full, ...r.row } } : r;
        }),
        sortField,
      ),
    [working, picked, fetched, sortField],
  );

  if (!relation || !related || !fk) {
    return <Notice color="warning">{t('interfaces.one-to-many.relation_missing')}</Notice>;
  }
  if (info.loading) return <div className="form-field-loading" aria-busy="true" aria-label={t('loading')} />;

  const columns: RelatedColumn[] = o2mColumns(options.fields, info.named, pk, fk).map((path) => {
    const named = info.named.find((f) => f.field === path);
    return { path, label: named?.name ?? path, field: info.fields?.[path], collection: related };
  });
  const label = (r: WorkingRow) =>
    itemLabel(r.row, pk, { template: options.template, visible_fields: columns[0]?.path ?? null }) ||
    t('interfaces.one-to-many.new_row');

  const onSelected = (keys: PrimaryKey[], items: Row[]) => {
    pick(items, pk);
    const wanted = new Set(keys.map(String));
    const have = new Set(rows.filter((r) => r.key !== null).map((r) => String(r.key)));
    let out = payload;
    for (const r of rows)
      if (r.key !== null && !wanted.has(String(r.key))) out = withRemoval(out, r, pk, removal);
    // Rows linked now go after the others (next sort values, in the order they were picked).
    let sortValue = sortField ? nextSortValue(rows, sortField) : 0;
    for (const key of keys) {
      if (have.has(String(key))) continue;
      // A saved row removed earlier in this session comes back by dropping its removal.
      const removedAt = out.findIndex((e) => String(keyOf(e, pk)) === String(key));
      if (removedAt >= 0) out = out.filter((_, i) => i !== removedAt);
      if (!saved.some((s) => String(s[pk]) === String(key)))
        out = [...out, sortField ? { [pk]: key, [sortField]: sortValue++ } : { [pk]: key }];
    }
    emit(out);
  };
  const onEdited = (target: WorkingRow | null, changes: Row, values: Row) => {
    if (!target) emit([...payload, withNextSort(without(values, [pk, fk]), rows, sortField)]);
    else if (target.status === 'new')
      emit(withEntry(payload, target.entry!, { ...target.row, ...without(changes, [fk]) }));
    else emit(withEdit(payload, pk, target.key!, without(changes, [fk])));
  };

  return (
    <RelationalList
      className="related o2m"
      words={{
        empty: t('interfaces.one-to-many.no_items'),
        addNew: t('interfaces.one-to-many.add_new'),
        selectExisting: t('interfaces.one-to-many.select_existing'),
        creating: t('interfaces.one-to-many.creating_item'),
        editing: t('editing_item'),
      }}
      rows={rows}
      columns={columns}
      template={options.template}
      label={label}
      readonly={readonly}
      allowCreate={options.allow_create}
      allowSelect={options.allow_select}
      onRemove={(r) => emit(withRemoval(payload, r, pk, removal))}
      onReorder={sortField ? (ordered) => emit(withOrder(payload, ordered, pk, sortField, saved)) : undefined}
      collection={related}
      fields={info.fields}
      readonlyFields={[fk]}
      opened={(r) => ({ row: r.row, primaryKey: r.key })}
      selected={rows.map((r) => r.key).filter((k): k is PrimaryKey => k !== null)}
      selectFields={columns.map((c) => c.path).filter((p) => !p.includes('.'))}
      onSelect={onSelected}
      onEdited={onEdited}
    />
  );
}
