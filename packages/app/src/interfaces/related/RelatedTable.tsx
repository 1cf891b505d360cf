import { arrayMove, useSortable } from '@dnd-kit/sortable';
import { useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Field } from '@atrium/sdk';
import { Icon } from '../../components/Icon';
import { SortableScope } from '../../components/SortableScope';
import { FieldDisplay } from '../display/FieldDisplay';
import { plainValue } from '../display/plainValue';
import { renderTemplate, valueAtPath } from '../template';
import type { WorkingRow } from './payload';
import './related.css';

export interface RelatedColumn {
  /** A dotted path into the row (`name`, `tag.name`). */
  path: string;
  label: string;
  /** The field at that path, when it is one of the shown collection's own fields. */
  field?: Field;
  collection: string;
}

interface Props {
  rows: WorkingRow[];
  columns: RelatedColumn[];
  /** Used when there are no columns: one cell through this template. */
  template?: string | null;
  /** The row the template and columns read (many-to-many reads the junction row). */
  label(row: WorkingRow): string;
  readonly: boolean;
  emptyText: string;
  onOpen(row: WorkingRow): void;
  onRemove(row: WorkingRow): void;
  /**
   * Set when the relation has a sort field: rows (given in their manual order) get drag handles,
   * and a move calls this with the rows in their new order.
   */
  onReorder?(ordered: WorkingRow[]): void;
}

type HeaderSort = { path: string; desc: boolean } | null;

function Cell({ row, column }: { row: WorkingRow; column: RelatedColumn }) {
  const value = valueAtPath(row.row, column.path);
  if (value === null || value === undefined || value === '') return <span className="related-empty">--</span>;
  if (column.field && !column.path.includes('.'))
    return (
      <FieldDisplay field={column.field} value={value} values={row.row} collection={column.collection} />
    );
  return <>{plainValue(value)}</>;
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** The rows by one column (empty values last either way), ties in their given order. */
export function sortByColumn(rows: WorkingRow[], path: string, desc: boolean): WorkingRow[] {
  const value = (r: WorkingRow) => {
    const v = valueAtPath(r.row, path);
    return v === null || v === undefined || v === '' ? null : v;
  };
  const compare = (a: unknown, b: unknown) =>
    typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(plainValue(a), plainValue(b));
  return rows
    .map((r, i) => ({ r, i, v: value(r) }))
    .sort((a, b) => {
      if (a.v === null || b.v === null) return a.v === b.v ? a.i - b.i : a.v === null ? 1 : -1;
      return (desc ? -1 : 1) * compare(a.v, b.v) || a.i - b.i;
    })
    .map(({ r }) => r);
}

/**
 * The related rows of a one-to-many or many-to-many: a click opens one, × removes it. A column
 * header click sorts the rows on screen (ascending, descending, then back to the given order);
 * with `onReorder`, rows move by their handle (drag, or Space / arrows / Space from the keyboard)
 * while no header sort is on.
 */
export function RelatedTable({
  rows,
  columns,
  template,
  label,
  readonly,
  emptyText,
  onOpen,
  onRemove,
  onReorder,
}: Props) {
  const { t } = useTranslation();
  const [headerSort, setHeaderSort] = useState<HeaderSort>(null);
  const useTemplate = columns.length === 0;
  const active = headerSort && columns.some((c) => c.path === headerSort.path) ? headerSort : null;
  const shown = useMemo(() => (active ? sortByColumn(rows, active.path, active.desc) : rows), [rows, active]);
  const ids = shown.map((r) => r.id);
  // What a screen reader hears while a row moves: its label and position, not internal ids.
  const nameOf = (id: string | number) => {
    const row = shown.find((r) => r.id === String(id));
    return row ? label(row) : '';
  };
  if (rows.length === 0) return <p className="related-none">{emptyText}</p>;

  const handles = !!onReorder && !readonly;
  const canDrag = handles && !active;
  const onMove = (from: number, to: number) => {
    if (onReorder) onReorder(arrayMove(shown, from, to));
  };
  /** A one-step move from the keyboard (arrow keys on a handle). */
  const move = (index: number, by: number) => {
    const to = index + by;
    if (onReorder && to >= 0 && to < shown.length) onReorder(arrayMove(shown, index, to));
  };
  const cycle = (path: string) =>
    setHeaderSort(active?.path !== path ? { path, desc: false } : active.desc ? null : { path, desc: true });

  return (
    <div
      className={`related-table${handles ? ' related-sortable' : ''}`}
      role="table"
      style={{ '--related-columns': useTemplate ? 1 : columns.length } as CSSProperties}
    >
      {!useTemplate && (
        <div className="related-row related-head" role="row">
          {handles && <div className="related-cell related-handle-cell" role="columnheader" />}
          {columns.map((c) => {
            const on = active?.path === c.path;
            return (
              <div
                key={c.path}
                className="related-cell"
                role="columnheader"
                aria-sort={on ? (active.desc ? 'descending' : 'ascending') : undefined}
              >
                <button
                  type="button"
                  className={`related-sort${on ? ' active' : ''}`}
                  onClick={() => cycle(c.path)}
                >
                  <span className="related-sort-label">{c.label}</span>
                  {on && <Icon name={active.desc ? 'arrow_downward' : 'arrow_upward'} size={16} />}
                </button>
              </div>
            );
          })}
          <div className="related-cell related-actions" role="columnheader" />
        </div>
      )}
      <SortableScope ids={ids} onMove={onMove} nameOf={nameOf} disabled={!canDrag}>
        {shown.map((row, index) => (
          <BodyRow
            key={row.id}
            row={row}
            onMove={(by) => move(index, by)}
            handles={handles}
            canDrag={canDrag}
            label={label(row)}
            onOpen={() => onOpen(row)}
          >
            {useTemplate ? (
              <div className="related-cell" role="cell">
                {(template ? renderTemplate(template, row.row) : '') || label(row)}
              </div>
            ) : (
              columns.map((c) => (
                <div key={c.path} className="related-cell" role="cell">
                  <Cell row={row} column={c} />
                </div>
              ))
            )}
            <div className="related-cell related-actions" role="cell">
              {row.status === 'new' && <span className="related-badge">{t('related.new')}</span>}
              {!readonly && (
                <button
                  type="button"
                  className="related-remove"
                  aria-label={t('related.remove', { item: label(row) })}
                  title={t('related.remove', { item: label(row) })}
                  onClick={(e) => {
                    e.stopPropagation();
                    onRemove(row);
                  }}
                >
                  <Icon name="close" />
                </button>
              )}
            </div>
          </BodyRow>
        ))}
      </SortableScope>
    </div>
  );
}

function BodyRow({
  row,
  handles,
  canDrag,
  label,
  onOpen,
  onMove,
  children,
}: {
  row: WorkingRow;
  onMove(by: number): void;
  handles: boolean;
  canDrag: boolean;
  label: string;
  onOpen(): void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const {
    active,
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: row.id, disabled: !canDrag });
  const drag = canDrag ? { ...attributes, ...listeners } : {};
  return (
    <div
      ref={setNodeRef}
      className={`related-row related-body-row related-${row.status}${isDragging ? ' dragging' : ''}`}
      role="row"
      tabIndex={0}
      aria-label={label}
      style={{ transform: transform ? `translateY(${transform.y}px)` : undefined, transition }}
      onClick={onOpen}
      onKeyDown={(e) => {
        if (e.target === e.currentTarget && (e.key === 'Enter' || e.key === ' ')) {
          e.preventDefault();
          onOpen();
        }
      }}
    >
      {handles && (
        <div className="related-cell related-handle-cell" role="cell">
          <button
            type="button"
            ref={setActivatorNodeRef}
            className="related-drag"
            aria-label={t('drag_to_reorder')}
            title={t('drag_to_reorder')}
            disabled={!canDrag}
            aria-keyshortcuts="ArrowUp ArrowDown"
            {...drag}
            onClick={(e) => e.stopPropagation()}
            onKeyDown={(e) => {
              // Outside a drag the arrow keys move the row one step; Space / Enter lift it (dnd-kit).
              if (canDrag && !active && (e.key === 'ArrowUp' || e.key === 'ArrowDown')) {
                e.preventDefault();
                e.stopPropagation();
                onMove(e.key === 'ArrowUp' ? -1 : 1);
                return;
              }
              listeners?.onKeyDown?.(e);
            }}
          >
            <Icon name="drag_handle" size={20} />
          </button>
        </div>
      )}
      {children}
    </div>
  );
}
