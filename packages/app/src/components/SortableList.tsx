import { arrayMove, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './Icon';
import { SortableScope } from './SortableScope';
import './SortableList.css';

interface SortableListProps<T> {
  items: T[];
  /** A stable key of an item. */
  getKey(item: T): string | number;
  /** Called with the reordered list after a drop. */
  onReorder(items: T[]): void;
  renderItem(item: T, index: number): ReactNode;
  /** Accessible name of the list. */
  label: string;
  /** What a screen reader calls an item while it moves (default: "Item {position}"). */
  itemLabel?(item: T): string;
  disabled?: boolean;
}

/**
 * A vertical list reordered by dragging a handle, or from the keyboard: focus a handle, Space to
 * lift, arrows to move, Space to drop, Escape to cancel (dnd-kit announces each step). For the
 * repeater, one-to-many / many-to-many lists and the tabular layout's column order.
 */
export function SortableList<T>({
  items,
  getKey,
  onReorder,
  renderItem,
  label,
  itemLabel,
  disabled,
}: SortableListProps<T>) {
  const keys = items.map(getKey);
  const nameOf = (id: string | number) => {
    const item = items[keys.indexOf(id)];
    return item !== undefined && itemLabel ? itemLabel(item) : '';
  };
  return (
    <SortableScope
      ids={keys}
      onMove={(from, to) => onReorder(arrayMove(items, from, to))}
      nameOf={nameOf}
      disabled={disabled}
    >
      <ul className="sortable-list" aria-label={label}>
        {items.map((item, index) => (
          <SortableRow key={keys[index]} id={keys[index]!} disabled={disabled}>
            {renderItem(item, index)}
          </SortableRow>
        ))}
      </ul>
    </SortableScope>
  );
}

function SortableRow({
  id,
  children,
  disabled,
}: {
  id: string | number;
  children: ReactNode;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id, disabled });
  return (
    <li
      ref={setNodeRef}
      className={`sortable-row${isDragging ? ' dragging' : ''}`}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      {!disabled && (
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="sortable-handle"
          aria-label={t('drag_to_reorder')}
          {...attributes}
          {...listeners}
        >
          <Icon name="drag_handle" />
        </button>
      )}
      <div className="sortable-content">{children}</div>
    </li>
  );
}
