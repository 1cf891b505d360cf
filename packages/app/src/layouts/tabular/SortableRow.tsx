import { useSortable } from '@dnd-kit/sortable';
import { Row, type RowProps } from './Row';

/** A row that drags by its handle (manual sorting); the virtual offset and the drag move compose. */
export function SortableRow(props: Omit<RowProps, 'rowRef' | 'handleProps' | 'dragY' | 'transition'>) {
  const key = props.item[props.primaryKeyField] as string | number;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: key,
    });
  return (
    <Row
      {...props}
      rowRef={setNodeRef}
      handleRef={setActivatorNodeRef}
      handleProps={{ ...attributes, ...listeners }}
      dragging={isDragging}
      dragY={transform?.y ?? 0}
      transition={transition ?? undefined}
    />
  );
}
