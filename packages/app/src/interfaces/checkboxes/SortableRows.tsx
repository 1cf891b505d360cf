/**
 * The draggable rows of the checkboxes interface (dnd-kit, pointer and keyboard, announced by
 * label), loaded only when the `draggable` option is on.
 */
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Icon } from '../../components/Icon';
import { SortableScope } from '../../components/SortableScope';
import { RowBody, type RowBodyProps } from './RowBody';
import type { CheckboxRow } from './rows';

function SortableRow(props: RowBodyProps) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: props.row.id });
  const style: CSSProperties = { transform: CSS.Transform.toString(transform), transition };
  return (
    <div ref={setNodeRef} style={style} className={`checkboxes-row${isDragging ? ' dragging' : ''}`}>
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="checkboxes-handle"
        aria-label={t('interfaces.checkboxes.reorder', { label: props.row.label || props.row.key })}
        {...attributes}
        {...listeners}
      >
        <Icon name="drag_handle" />
      </button>
      <RowBody {...props} />
    </div>
  );
}

interface SortableRowsProps {
  rows: CheckboxRow[];
  readonly: boolean;
  onChange(id: string, patch: Partial<CheckboxRow>): void;
  onMove(from: number, to: number): void;
  children?: ReactNode;
}

export default function SortableRows({ rows, readonly, onChange, onMove }: SortableRowsProps) {
  return (
    <SortableScope
      ids={rows.map((r) => r.id)}
      onMove={onMove}
      nameOf={(id) => {
        const row = rows.find((r) => r.id === id);
        return row ? row.label || row.key : '';
      }}
    >
      {rows.map((row) => (
        <SortableRow
          key={row.id}
          row={row}
          readonly={readonly}
          onChange={(patch) => onChange(row.id, patch)}
        />
      ))}
    </SortableScope>
  );
}
