/**
 * The item select modal (product.md §7 Item select page, §9; app-catalogue §1 Relational): a
 * table of a collection's items to pick one or several from. Used by many-to-one (above its
 * threshold), one-to-many, many-to-many and the file interfaces.
 *
 * Props:
 * - `collection` — the collection to pick from.
 * - `mode` — `'single'` (at most one key; picking another replaces it) or `'multiple'`.
 * - `selected` — the keys selected when it opens (shown checked).
 * - `fields` — the columns (field names of `collection`); default: the first four fields that are
 *   not hidden in listings.
 * - `filter` — a fixed filter sent with every request and not shown in the filter bar, e.g.
 *   `{ type: { contains: 'image' } }`.
 * - `title` — the heading; default "Select Item" / "Select Items".
 * - `onSelect(keys, items)` — Done: the selected keys, and those of their rows that are loaded.
 * - `onCancel()` — Cancel, Escape or a click outside: nothing changes.
 *
 * Reads pages of 200 with `meta=*`, the sort (header click), a search (`q`, applied 850 ms after
 * typing stops) and the listing's filters; 'Load more' appears when the last page held exactly
 * 200 rows. A separate call (`limit=1`, `meta=total_count`) counts the collection.
 */
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Filter, PrimaryKey } from '@atrium/sdk';
import { useCollection } from '../api/collections/queries';
import { useProjectKey } from '../api/project-key';
import { TabularView } from '../layouts/tabular/View';
import type { TabularOptions, TabularQuery } from '../layouts/tabular/types';
import type { Item } from '../layouts/types';
import { fieldInfo } from '../lib/field-list';
import { FilterBar } from '../filters/FilterBar';
import { toFilterParam, type ListingFilter } from '../filters/filter-query';
import { errorCode, errorMessage } from '../lib/errors';
import { Button } from '../components/Button';
import { Modal } from '../components/Modal';
import { Notice } from '../components/Notice';
import { Spinner } from '../components/Spinner';
import { mergeFilters, nextSelection } from './filters';
import { useItemSelectItems } from '../api/items/select-queries';
import './item-select.css';

/** The item select search waits this long after typing stops (product.md §9). */
export const ITEM_SELECT_DEBOUNCE_MS = 850;

export interface ItemSelectModalProps {
  collection: string;
  mode: 'single' | 'multiple';
  selected?: PrimaryKey[];
  fields?: string[];
  filter?: Filter;
  title?: string;
  onSelect(keys: PrimaryKey[], items: Record<string, unknown>[]): void;
  onCancel(): void;
}

const NO_KEYS: PrimaryKey[] = [];

export function ItemSelectModal(props: ItemSelectModalProps) {
  const { collection, mode, onSelect, onCancel } = props;
  const { t, i18n } = useTranslation();
  const project = useProjectKey();
  const info = useCollection(project, collection);
  const fieldsInfo = useMemo(
    () => fieldInfo(t, info.data?.fields, i18n.language),
    [t, info.data, i18n.language],
  );
  const primaryKey = fieldsInfo.primaryKey;

  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<ListingFilter[]>([]);
  const [sort, setSort] = useState<string | undefined>(undefined);
  const [selection, setSelection] = useState<PrimaryKey[]>(props.selected ?? NO_KEYS);
  const [options, setOptions] = useState<TabularOptions>({ spacing: 'cozy' });

  const filter = useMemo(() => mergeFilters(props.filter, toFilterParam(filters)), [props.filter, filters]);
  const rows = useItemSelectItems(project, collection, {
    sort: sort ?? primaryKey,
    q: search,
    filter,
  });

  const viewQuery: TabularQuery = useMemo(
    () => ({ fields: props.fields?.join(','), sort: sort ?? primaryKey }),
    [props.fields, sort, primaryKey],
  );
  const onQuery = useCallback((partial: Partial<TabularQuery>) => {
    if (partial.sort !== undefined) setSort(partial.sort);
  }, []);
  const onOptions = useCallback(
    (partial: Partial<TabularOptions>) => setOptions((o) => ({ ...o, ...partial })),
    [],
  );
  const select = useCallback(
    (keys: PrimaryKey[]) => setSelection((current) => nextSelection(mode, current, keys)),
    [mode],
  );
  const toggleRow = useCallback(
    (item: Item) => {
      const key = item[primaryKey] as PrimaryKey;
      setSelection((current) =>
        current.some((k) => String(k) === String(key))
          ? current.filter((k) => String(k) !== String(key))
          : nextSelection(mode, current, [...current, key]),
      );
    },
    [mode, primaryKey],
  );
  const noop = useCallback(() => {}, []);
  const link = useCallback(() => '', []);
  const fetchItems = useCallback(async () => [] as Item[], []);

  const done = () => {
    const wanted = new Set(selection.map(String));
    onSelect(
      selection,
      rows.items.filter((item) => wanted.has(String(item[primaryKey]))),
    );
  };

  const title =
    props.title ?? (mode === 'single' ? t('item_select.title_single') : t('item_select.title_multiple'));
  const placeholder =
    rows.total === null ? t('search') : t('count_exact', { count: rows.total, n: rows.total });
  const filtering = search !== '' || filters.length > 0;

  let body;
  if (info.isPending) body = <Spinner label={t('loading')} />;
  else if (!info.data)
    body = <Notice color="danger">{t('item_select.unknown_collection', { collection })}</Notice>;
  else if (rows.error)
    body = (
      <Notice color="danger">
        {errorMessage(t, errorCode(rows.error), (rows.error as Error).message)}{' '}
        <Button variant="tertiary" onClick={rows.retry}>
          {t('item_select.retry')}
        </Button>
      </Notice>
    );
  else if (!rows.loading && rows.items.length === 0)
    body = (
      <Notice color="gray">{filtering ? t('no_results') : t('item_select.empty', { collection })}</Notice>
    );
  else
    body = (
      <div className="item-select-table">
        <TabularView
          collection={collection}
          primaryKeyField={primaryKey}
          fields={fieldsInfo.byName}
          items={rows.items}
          viewQuery={viewQuery}
          viewOptions={options}
          loading={rows.loading}
          lazyLoading={rows.loadingMore}
          selection={selection}
          link={link}
          onOpen={toggleRow}
          sortField={null}
          // Pages come on request ('Load more'), not on scrolling.
          total={rows.items.length}
          onQuery={onQuery}
          onOptions={onOptions}
          onSelect={select}
          onNextPage={noop}
          onInput={noop}
          fetchItems={fetchItems}
          queryKey={NO_KEYS}
        />
      </div>
    );

  return (
    <Modal
      title={title}
      onClose={onCancel}
      className="item-select-modal"
      actions={
        <>
          <span className="item-select-count" aria-live="polite">
            {t('item_select.selected', { count: selection.length })}
          </span>
          <Button variant="secondary" onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button onClick={done} disabled={!info.data}>
            {t('done')}
          </Button>
        </>
      }
    >
      <div className="item-select">
        {info.data && (
          <FilterBar
            fields={fieldsInfo.list}
            search={search}
            filters={filters}
            placeholder={placeholder}
            delay={ITEM_SELECT_DEBOUNCE_MS}
            onSearch={setSearch}
            onFilters={setFilters}
            onClear={() => {
              setSearch('');
              setFilters([]);
            }}
          />
        )}
        {body}
        {rows.canLoadMore && !rows.error && (
          <div className="item-select-more">
            <Button variant="secondary" loading={rows.loadingMore} onClick={rows.loadMore}>
              {t('item_select.load_more')}
            </Button>
          </div>
        )}
      </div>
    </Modal>
  );
}
