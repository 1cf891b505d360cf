import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { Item, LayoutProps } from '../types';
import { useNearEnd } from '../shared/useNearEnd';
import { useSelectAllShortcut } from '../shared/useSelectAllShortcut';
import { openLink } from '../shared/openLink';
import {
  GUTTER_WIDTH,
  HANDLE_WIDTH,
  ROW_HEIGHTS,
  SELECT_WIDTH,
  columnWidth,
  nextSort,
  parseSort,
  visibleColumns,
} from './columns';
import { reorder } from './manualSort';
import { HeaderRow } from './HeaderRow';
import { Row } from './Row';
import { SortableRow } from './SortableRow';
import type { TabularOptions, TabularQuery } from './types';
import { SortableScope } from '../../components/SortableScope';
import './tabular.css';
import '../shared/options.css';

const SKELETON_ROWS = 50;
const SKELETON_WIDTHS = ['100%', '80%', '60%'];
const OVERSCAN = 8;

/**
 * The tabular layout (app-catalogue.md §2): virtual rows (only the visible window is mounted),
 * sortable and resizable columns, select-all, lazy loading and manual sorting by drag.
 */
export function TabularView(props: LayoutProps<TabularQuery, TabularOptions>) {
  const { t } = useTranslation();
  const {
    fields,
    items,
    viewQuery,
    viewOptions,
    primaryKeyField,
    sortField,
    selection,
    onSelect,
    onOptions,
  } = props;

  const columns = useMemo(
    () => visibleColumns(fields, viewQuery.fields, primaryKeyField).map((name) => fields[name]!),
    [fields, viewQuery.fields, primaryKeyField],
  );
  const sorted = parseSort(viewQuery.sort, primaryKeyField);
  const hasSortField = sortField !== null && sortField in fields;
  const manual = hasSortField && sorted.field === sortField && !sorted.desc;
  const rowHeight = ROW_HEIGHTS[viewOptions.spacing ?? 'comfortable'] ?? ROW_HEIGHTS.comfortable;

  // Column widths: saved ones, overridden live while a resize handle is dragged.
  const [draft, setDraft] = useState<{ field: string; width: number } | null>(null);
  const widthOf = useCallback(
    (field: string) => (draft?.field === field ? draft.width : columnWidth(viewOptions.widths, field)),
    [draft, viewOptions.widths],
  );
  const commitWidth = useCallback(
    (field: string, width: number) => onOptions({ widths: { ...viewOptions.widths, [field]: width } }),
    [onOptions, viewOptions.widths],
  );
  const gridColumns = [
    ...(hasSortField ? [`${HANDLE_WIDTH}px`] : []),
    `${SELECT_WIDTH}px`,
    ...columns.map((f) => `${widthOf(f.field)}px`),
    `minmax(${GUTTER_WIDTH}px, 1fr)`,
  ].join(' ');
  const rowWidth =
    (hasSortField ? HANDLE_WIDTH : 0) +
    SELECT_WIDTH +
    GUTTER_WIDTH +
    columns.reduce((sum, f) => sum + widthOf(f.field), 0);

  // Rows in their dropped order until the refetched items arrive.
  const [dropped, setDropped] = useState<{ from: Item[]; rows: Item[] } | null>(null);
  const rows = dropped && dropped.from === items ? dropped.rows : items;

  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN,
    // Let React batch the scroll-driven renders instead of flushing each one synchronously.
    useFlushSync: false,
    getItemKey: useCallback(
      (index: number) => String(rows[index]?.[primaryKeyField] ?? index),
      [rows, primaryKeyField],
    ),
  });
  useEffect(() => {
    virtualizer.measure();
  }, [virtualizer, rowHeight]);

  // Scroll to the top when the sort changes (not on mount).
  const sortKey = viewQuery.sort ?? '';
  const lastSort = useRef(sortKey);
  useEffect(() => {
    if (lastSort.current === sortKey) return;
    lastSort.current = sortKey;
    if (scrollRef.current) scrollRef.current.scrollTop = 0;
  }, [sortKey]);

  const more = props.total === null || items.length < props.total;
  const onScroll = useNearEnd(scrollRef, {
    enabled: !props.loading && !props.lazyLoading && more,
    count: items.length,
    onNextPage: props.onNextPage,
  });

  // Selection.
  const selected = useMemo(() => new Set(selection.map(String)), [selection]);
  const allSelected = items.length > 0 && items.every((item) => selected.has(String(item[primaryKeyField])));
  const toggleAll = useCallback(() => {
    onSelect(allSelected ? [] : items.map((item) => item[primaryKeyField] as string | number));
  }, [allSelected, items, onSelect, primaryKeyField]);
  useSelectAllShortcut(toggleAll);
  const selectionRef = useRef(selection);
  useEffect(() => {
    selectionRef.current = selection;
  });
  const toggle = useCallback(
    (key: string | number) => {
      const current = selectionRef.current;
      onSelect(
        current.some((k) => String(k) === String(key))
          ? current.filter((k) => String(k) !== String(key))
          : [...current, key],
      );
    },
    [onSelect],
  );
  const linkRef = useRef({ link: props.link, onOpen: props.onOpen });
  useEffect(() => {
    linkRef.current = { link: props.link, onOpen: props.onOpen };
  });
  const open = useCallback((item: Item) => {
    const { link, onOpen } = linkRef.current;
    if (onOpen) onOpen(item);
    else openLink(link(item));
  }, []);
  const labels = useMemo(
    () => ({ drag: t('layouts.tabular.drag_row'), select: (key: string) => t('select_item', { item: key }) }),
    [t],
  );
  const onSort = useCallback(
    (field: string) => props.onQuery({ sort: nextSort(viewQuery.sort, primaryKeyField, field) }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [props.onQuery, viewQuery.sort, primaryKeyField],
  );
  const onDraftWidth = useCallback(
    (field: string, width: number | null) => setDraft(width === null ? null : { field, width }),
    [],
  );

  // Manual sorting.
  const toggleManual = useCallback(() => {
    if (sortField) props.onQuery({ sort: manual ? primaryKeyField : sortField });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.onQuery, sortField, manual, primaryKeyField]);
  const ids = useMemo(
    () => rows.map((row) => row[primaryKeyField] as string | number),
    [rows, primaryKeyField],
  );
  // A moving row is called by its first column's value (or its position).
  const nameOf = (id: string | number) => {
    const value = rows[ids.indexOf(id)]?.[columns[0]?.field ?? ''];
    return value === null || value === undefined || typeof value === 'object' ? '' : String(value);
  };
  const onMove = (from: number, to: number) => {
    if (!sortField) return;
    const result = reorder(rows, from, to, primaryKeyField, sortField);
    setDropped({ from: items, rows: result.rows });
    if (result.changes.length > 0) props.onInput(result.changes);
  };

  const firstLoad = props.loading && items.length === 0;
  const style = {
    '--tabular-columns': gridColumns,
    '--tabular-width': `${rowWidth}px`,
    '--tabular-row-height': `${rowHeight}px`,
  } as CSSProperties;

  const virtualRows = virtualizer.getVirtualItems();
  const body = virtualRows.map((virtual) => {
    const item = rows[virtual.index]!;
    const key = item[primaryKeyField] as string | number;
    const common = {
      item,
      index: virtual.index,
      columns,
      collection: props.collection,
      primaryKeyField,
      selected: selected.has(String(key)),
      hasSortField,
      manual,
      top: virtual.start,
      onToggle: toggle,
      onOpen: open,
      labels,
    };
    return manual ? <SortableRow key={virtual.key} {...common} /> : <Row key={virtual.key} {...common} />;
  });

  return (
    <div
      ref={scrollRef}
      className={`tabular spacing-${viewOptions.spacing ?? 'comfortable'}`}
      style={style}
      onScroll={onScroll}
    >
      <div
        className="tabular-table"
        role="table"
        aria-label={props.collection}
        aria-rowcount={(props.total ?? items.length) + 1}
        aria-busy={props.loading || props.lazyLoading}
      >
        <div role="rowgroup" className="tabular-head">
          <HeaderRow
            columns={columns}
            widthOf={widthOf}
            sort={viewQuery.sort}
            primaryKeyField={primaryKeyField}
            hasSortField={hasSortField}
            manual={manual}
            allSelected={allSelected}
            someSelected={selection.length > 0}
            disabled={items.length === 0}
            onToggleManual={toggleManual}
            onToggleAll={toggleAll}
            onSort={onSort}
            onDraftWidth={onDraftWidth}
            onCommitWidth={commitWidth}
          />
        </div>
        {firstLoad ? (
          <div role="rowgroup" className="tabular-skeleton" aria-label={t('loading')}>
            {Array.from({ length: SKELETON_ROWS }, (_, i) => (
              <div key={i} className="tabular-row tabular-skeleton-row" aria-hidden="true">
                {/* Widths vary by row; no positional selectors, which would restyle every row on scroll. */}
                <span style={{ width: SKELETON_WIDTHS[i % SKELETON_WIDTHS.length] }} />
              </div>
            ))}
          </div>
        ) : (
          <div role="rowgroup" className="tabular-body" style={{ height: virtualizer.getTotalSize() }}>
            {manual ? (
              <SortableScope ids={ids} onMove={onMove} nameOf={nameOf}>
                {body}
              </SortableScope>
            ) : (
              body
            )}
          </div>
        )}
        {props.lazyLoading && (
          <div className="tabular-lazy" role="status">
            {t('loading_more')}
          </div>
        )}
      </div>
    </div>
  );
}
