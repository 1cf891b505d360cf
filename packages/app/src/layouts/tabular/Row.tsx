import { memo, type HTMLAttributes, type KeyboardEvent, type MouseEvent, type Ref } from 'react';
import type { Field } from '@atrium/sdk';
import { FieldDisplay } from '../../interfaces/display/FieldDisplay';
import { Icon } from '../../components/Icon';
import type { Item } from '../types';

export interface RowProps {
  item: Item;
  index: number;
  columns: (Field & { name: string })[];
  collection: string;
  primaryKeyField: string;
  selected: boolean;
  hasSortField: boolean;
  manual: boolean;
  /** Offset from the top of the virtual list (px); plus the drag offset while dragging. */
  top: number;
  dragY?: number;
  transition?: string;
  onToggle(key: string | number): void;
  onOpen(item: Item): void;
  rowRef?: Ref<HTMLDivElement>;
  /** dnd-kit listeners and attributes for the drag handle (manual sorting). */
  handleProps?: HTMLAttributes<HTMLButtonElement>;
  handleRef?: Ref<HTMLButtonElement>;
  dragging?: boolean;
  /** Accessible names, translated once by the table. */
  labels: RowLabels;
}

export interface RowLabels {
  drag: string;
  select(key: string): string;
}

const stop = (event: MouseEvent | KeyboardEvent) => event.stopPropagation();

/** One table row: selection checkbox, the visible fields' displays; click or Enter opens the item. */
export const Row = memo(function Row(props: RowProps) {
  const { item, columns, primaryKeyField, selected, labels } = props;
  const key = item[primaryKeyField] as string | number;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      props.onOpen(item);
    } else if (event.key === ' ') {
      event.preventDefault();
      props.onToggle(key);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      // Rows stay rendered a few beyond the visible window (overscan), so the neighbour exists.
      const next = props.index + (event.key === 'ArrowDown' ? 3 : 1);
      const row = event.currentTarget.parentElement?.querySelector<HTMLElement>(`[aria-rowindex="${next}"]`);
      if (row) {
        event.preventDefault();
        row.focus();
      }
    }
  };

  return (
    <div
      ref={props.rowRef}
      className={`tabular-row tabular-body-row${selected ? ' selected' : ''}${props.dragging ? ' dragging' : ''}`}
      role="row"
      aria-rowindex={props.index + 2}
      aria-selected={selected}
      tabIndex={0}
      // `top`, not a transform: dnd-kit measures rows without their transforms.
      style={{
        top: props.top,
        transform: props.dragY ? `translateY(${props.dragY}px)` : undefined,
        transition: props.transition,
      }}
      onClick={() => props.onOpen(item)}
      onKeyDown={onKeyDown}
    >
      {props.hasSortField && (
        <div className="tabular-cell tabular-handle-cell" role="cell">
          <button
            type="button"
            ref={props.handleRef}
            className="tabular-drag"
            disabled={!props.manual}
            aria-label={labels.drag}
            onClick={stop}
            {...(props.manual ? props.handleProps : {})}
          >
            <Icon name="drag_handle" size={20} />
          </button>
        </div>
      )}
      <div className="tabular-cell tabular-select-cell" role="cell" onClick={stop}>
        <input
          type="checkbox"
          aria-label={labels.select(String(key))}
          checked={selected}
          onChange={() => props.onToggle(key)}
          onKeyDown={stop}
        />
      </div>
      {columns.map((field) => (
        <div key={field.field} className="tabular-cell" role="cell">
          <FieldDisplay field={field} value={item[field.field]} values={item} collection={props.collection} />
        </div>
      ))}
      <div className="tabular-cell tabular-gutter" role="presentation" />
    </div>
  );
});
