import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates, SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { ReactNode } from 'react';
import { useSortAnnouncements } from './sort-announcements';

interface SortableScopeProps {
  /** The keys of the sortable items, in their order. */
  ids: (string | number)[];
  /** Called with the position of the moved item and the position it was dropped at. */
  onMove(from: number, to: number): void;
  /** What a screen reader calls an item while it moves ('' for "Item {position}"). */
  nameOf(id: string | number): string;
  disabled?: boolean;
  children: ReactNode;
}

/**
 * The drag-and-drop set-up every sortable list of the app shares: pointer (after 4 px) and
 * keyboard sensors (Space to lift, arrows to move, Space to drop, Escape to cancel), announcements
 * by name and position in the user's language, and a vertical strategy. The items inside call
 * `useSortable` with their id; `SortableList` is the plain list built on it.
 */
export function SortableScope({ ids, onMove, nameOf, disabled, children }: SortableScopeProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const accessibility = useSortAnnouncements(ids, (id) => nameOf(id));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(active.id);
    const to = ids.indexOf(over.id);
    if (from >= 0 && to >= 0) onMove(from, to);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={accessibility}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        {children}
      </SortableContext>
    </DndContext>
  );
}
