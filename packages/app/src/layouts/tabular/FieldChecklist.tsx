import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { arrayMove, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { Field } from '@atrium/sdk';
import { Icon } from '../../components/Icon';
import { SortableScope } from '../../components/SortableScope';

interface FieldChecklistProps {
  fields: (Field & { name: string })[];
  /** Visible field names, in order. */
  visible: string[];
  onChange(visible: string[]): void;
}

function Entry({
  field,
  checked,
  onToggle,
}: {
  field: Field & { name: string };
  checked: boolean;
  onToggle(): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: field.field,
    });
  return (
    <li
      ref={setNodeRef}
      className={`tabular-checklist-entry${isDragging ? ' dragging' : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <input id={id} type="checkbox" checked={checked} onChange={onToggle} />
      <label htmlFor={id}>{field.name}</label>
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="tabular-checklist-handle"
        {...attributes}
        {...listeners}
        aria-label={t('layouts.tabular.move_field', { field: field.name })}
      >
        <Icon name="drag_handle" size={18} />
      </button>
    </li>
  );
}

/** The options panel's column picker: visible fields first (in column order), drag to reorder. */
export function FieldChecklist({ fields, visible, onChange }: FieldChecklistProps) {
  const order = useMemo(() => {
    const shown = visible.filter((name) => fields.some((f) => f.field === name));
    return [...shown, ...fields.map((f) => f.field).filter((name) => !shown.includes(name))];
  }, [fields, visible]);
  const byName = useMemo(() => new Map(fields.map((f) => [f.field, f])), [fields]);

  const onMove = (from: number, to: number) => {
    const next = arrayMove(order, from, to);
    const shown = new Set(visible);
    onChange(next.filter((name) => shown.has(name)));
  };
  const toggle = (name: string) => {
    onChange(
      visible.includes(name)
        ? visible.filter((n) => n !== name)
        : order.filter((n) => n === name || visible.includes(n)),
    );
  };

  return (
    <SortableScope ids={order} onMove={onMove} nameOf={(id) => byName.get(String(id))?.name ?? ''}>
      <ul className="tabular-checklist">
        {order.map((name) => (
          <Entry
            key={name}
            field={byName.get(name)!}
            checked={visible.includes(name)}
            onToggle={() => toggle(name)}
          />
        ))}
      </ul>
    </SortableScope>
  );
}
