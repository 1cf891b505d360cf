import { useState } from 'react';
import type { Field, PrimaryKey } from '@atrium/sdk';
import { Button } from '../../components/Button';
import { ItemSelectModal } from '../../item-select/ItemSelectModal';
import { newRowDefaults } from './defaults';
import { NestedItemModal } from './NestedItemModal';
import type { Row, WorkingRow } from './payload';
import { RelatedTable, type RelatedColumn } from './RelatedTable';

export interface RelationalListProps {
  /** `related o2m` or `related m2m`. */
  className: string;
  /** The interface's words: the empty table, the two buttons and the new item's modal title. */
  words: { empty: string; addNew: string; selectExisting: string; creating: string; editing: string };
  rows: WorkingRow[];
  columns: RelatedColumn[];
  template?: string | null;
  label(row: WorkingRow): string;
  readonly: boolean;
  allowCreate?: boolean | null;
  allowSelect?: boolean | null;
  onRemove(row: WorkingRow): void;
  onReorder?: (ordered: WorkingRow[]) => void;
  /** The related collection: the nested form's and the select modal's. */
  collection: string;
  fields: Record<string, Field> | null | undefined;
  /** Fields the nested form shows read-only and a new row does not default (the back-reference). */
  readonlyFields?: readonly string[];
  /** An opened row's values and key in the nested form. */
  opened(row: WorkingRow): { row: Row; primaryKey: PrimaryKey | null };
  /** The related keys the select modal shows as selected, and the columns it reads. */
  selected: PrimaryKey[];
  selectFields?: string[];
  onSelect(keys: PrimaryKey[], items: Row[]): void;
  /** The nested form is done: `target` null for a new item. */
  onEdited(target: WorkingRow | null, changes: Row, values: Row): void;
}

/**
 * A relational list (one-to-many, many-to-many): the related table, Add New and Select Existing,
 * the nested form of a new or opened row and the select modal. What a change means is the
 * interface's: it gets the picked keys and the nested form's values.
 */
export function RelationalList(props: RelationalListProps) {
  const { words, readonly, fields } = props;
  const [editing, setEditing] = useState<{ row: WorkingRow | null } | null>(null);
  const [selecting, setSelecting] = useState(false);
  const editRow = editing?.row ?? null;
  const nested = editRow ? props.opened(editRow) : null;
  return (
    <div className={props.className}>
      <RelatedTable
        rows={props.rows}
        columns={props.columns}
        template={props.template}
        label={props.label}
        readonly={readonly}
        emptyText={words.empty}
        onOpen={(r) => setEditing({ row: r })}
        onRemove={props.onRemove}
        onReorder={props.onReorder}
      />
      {!readonly && (props.allowCreate || props.allowSelect) && (
        <div className="related-buttons">
          {props.allowCreate && (
            <Button variant="secondary" icon="add" onClick={() => setEditing({ row: null })}>
              {words.addNew}
            </Button>
          )}
          {props.allowSelect && (
            <Button variant="secondary" icon="playlist_add" onClick={() => setSelecting(true)}>
              {words.selectExisting}
            </Button>
          )}
        </div>
      )}
      {editing && fields && (
        <NestedItemModal
          title={editRow ? words.editing : words.creating}
          collection={props.collection}
          fields={fields}
          row={nested ? nested.row : newRowDefaults(fields, props.readonlyFields ?? [])}
          newItem={!editRow || editRow.status === 'new'}
          primaryKey={nested ? nested.primaryKey : null}
          readonlyFields={props.readonlyFields}
          readonly={readonly}
          onCancel={() => setEditing(null)}
          onDone={(changes, values) => {
            setEditing(null);
            props.onEdited(editRow, changes, values);
          }}
        />
      )}
      {selecting && (
        <ItemSelectModal
          collection={props.collection}
          mode="multiple"
          selected={props.selected}
          fields={props.selectFields}
          onCancel={() => setSelecting(false)}
          onSelect={(keys, items) => {
            setSelecting(false);
            props.onSelect(keys, items);
          }}
        />
      )}
    </div>
  );
}
