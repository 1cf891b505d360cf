import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { arrayMove } from '@dnd-kit/sortable';
import RepeaterRow from './RepeaterRow';
import { isInline, newRowData, type RepeaterField } from './repeater-fields';
import './repeater.css';
import { SortableScope } from '../../components/SortableScope';
import { rowTitle } from './row-title';

type Data = Record<string, unknown>;
interface Row {
  /** Internal key for React and drag-and-drop; never part of the stored row. */
  key: string;
  data: Data;
}

interface Props {
  /** The stored value, turned into rows by `toRows` and back by `toValue`. */
  value: unknown;
  toRows(value: unknown): Data[];
  toValue(rows: Data[]): unknown;
  onInput(value: unknown): void;
  fields: RepeaterField[];
  template: string | null;
  placeholder: string;
  createItemText: string;
  limit: number | null;
  duplicable: boolean;
  readonly: boolean;
  width: string;
  collection: string;
  inputId: string;
}

/**
 * The rows of a repeater (also used by key-value): drag-sortable, inline or collapsible with one
 * open at a time, delete (and duplicate when allowed), and an add button up to `limit`.
 */
export default function RepeaterRows(props: Props) {
  const { fields, limit, readonly, toRows, toValue, onInput } = props;
  const { t } = useTranslation();
  const prefix = useId();
  const counter = useRef(0);
  const nextKey = () => `${prefix}-${counter.current++}`;
  const [rows, setRows] = useState<Row[]>(() =>
    toRows(props.value).map((data) => ({ key: nextKey(), data })),
  );
  const [open, setOpen] = useState<string | null>(null);
  const emitted = useRef(JSON.stringify(props.value ?? null));

  // The value changed from outside (undo, reset to default, revert): start over from it. Rows
  // keep their own state otherwise, so rows that collapse in the stored shape (two new object
  // rows without a key yet) stay on screen while being edited.
  const incoming = JSON.stringify(props.value ?? null);
  if (incoming !== emitted.current) {
    emitted.current = incoming;
    setRows(toRows(props.value).map((data) => ({ key: nextKey(), data })));
  }

  // The rows as last committed: two fields of one row may change in one update (an interface
  // choice resets its sibling type), and each change must build on the other.
  const latest = useRef(rows);
  latest.current = rows;
  const commit = (next: Row[]) => {
    latest.current = next;
    setRows(next);
    const value = toValue(next.map((r) => r.data));
    emitted.current = JSON.stringify(value ?? null);
    onInput(value);
  };

  const inline = isInline(fields, props.width);
  const createText = props.createItemText || t('interfaces.repeater.create_item_default');
  const keys = rows.map((r) => r.key);
  const nameOf = (id: string | number) => {
    const row = rows.find((r) => r.key === id);
    return row ? rowTitle(props.template, row.data, fields, '') : '';
  };
  const full = limit !== null && limit > 0 && rows.length >= limit;

  return (
    <div className="repeater">
      {rows.length ? (
        <SortableScope ids={keys} onMove={(from, to) => commit(arrayMove(rows, from, to))} nameOf={nameOf}>
          <ul className="repeater-rows">
            {rows.map((row, index) => (
              <RepeaterRow
                key={row.key}
                id={row.key}
                index={index}
                data={row.data}
                fields={fields}
                inline={inline}
                open={open === row.key}
                template={props.template}
                placeholder={props.placeholder}
                duplicable={props.duplicable && !full}
                readonly={readonly}
                collection={props.collection}
                inputId={`${props.inputId}-${index}`}
                onToggle={() => setOpen(open === row.key ? null : row.key)}
                onChange={(patch) =>
                  commit(
                    latest.current.map((r) =>
                      r.key === row.key ? { ...r, data: { ...r.data, ...patch } } : r,
                    ),
                  )
                }
                onDelete={() => commit(rows.filter((r) => r.key !== row.key))}
                onDuplicate={() => {
                  const copy = { key: nextKey(), data: structuredClone(row.data) };
                  commit([...rows.slice(0, index + 1), copy, ...rows.slice(index + 1)]);
                }}
              />
            ))}
          </ul>
        </SortableScope>
      ) : null}
      {!readonly && !full ? (
        <button
          id={rows.length ? undefined : props.inputId}
          type="button"
          // Named by its own text (the field's label, which points at it, would otherwise win).
          aria-label={createText}
          aria-describedby={rows.length ? undefined : `${props.inputId}-label`}
          className="button button-secondary repeater-add"
          onClick={() => {
            const row = { key: nextKey(), data: newRowData(fields) };
            commit([...rows, row]);
            if (!inline) setOpen(row.key);
          }}
        >
          <span className="material-icons" aria-hidden="true">
            add
          </span>
          {createText}
        </button>
      ) : null}
    </div>
  );
}
