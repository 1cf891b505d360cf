import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Icon } from '../../components/Icon';
import type { CheckboxRow } from './rows';

interface RowProps {
  row: CheckboxRow;
  draggable: boolean;
  readonly: boolean;
  onChange(patch: Partial<CheckboxRow>): void;
}

function RowBody({ row, readonly, onChange }: Omit<RowProps, 'draggable'>) {
  const { t } = useTranslation();
  if (row.custom) {
    return (
      <span className="checkboxes-row-body">
        <input
          type="checkbox"
          checked={row.checked}
          disabled={readonly}
          aria-label={row.key || t('interfaces.checkboxes.other')}
          onChange={(e) => onChange({ checked: e.target.checked })}
        />
        <input
          type="text"
          className="checkboxes-other"
          value={row.key}
          placeholder={t('interfaces.checkboxes.other')}
          aria-label={t('interfaces.checkboxes.other')}
          readOnly={readonly}
          onChange={(e) => onChange({ key: e.target.value, label: e.target.value, checked: true })}
        />
      </span>
    );
  }
  return (
    <label className="checkboxes-row-body" title={row.key}>
      <input
        type="checkbox"
        checked={row.checked}
        disabled={readonly}
        onChange={(e) => onChange({ checked: e.target.checked })}
      />
      <span>{row.label}</span>
    </label>
  );
}

function SortableRow(props: Omit<RowProps, 'draggable'>) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: props.row.id,
    });
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

export function Row({ draggable, ...rest }: RowProps) {
  if (draggable) return <SortableRow {...rest} />;
  return (
    <div className="checkboxes-row">
      <RowBody {...rest} />
    </div>
  );
}
