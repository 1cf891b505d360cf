import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon';
import { parseChoices } from '../choices';
import { readList, writeList } from '../delimited';
import type { InputProps } from '../types';
import { buildRows, checkedKeys, type CheckboxRow } from './rows';
import { RowBody } from './RowBody';

const SortableRows = lazy(() => import('./SortableRows'));
import './checkboxes.css';

interface Options {
  choices?: unknown;
  allow_other?: boolean | null;
  draggable?: boolean | null;
  wrap?: boolean | null;
  single?: boolean | null;
}

type Stored = string[] | string;

/**
 * A checkbox per choice (saved values first). `allow_other` adds free-text rows, `draggable`
 * lets rows be reordered (the staged order is the visual order), `wrap` stages `['', …, '']`.
 * Arrays for `array` fields, CSV otherwise (§8.5); nothing checked stages `null`.
 */
export default function CheckboxesInput(props: InputProps<Stored, Options>) {
  const { value, options, readonly, inputId, onInput, type } = props;
  const { t } = useTranslation();
  const { choices } = parseChoices(options.choices);
  const choicesKey = JSON.stringify(choices);
  const [rows, setRows] = useState<CheckboxRow[]>(() =>
    buildRows(readList(value), choices, !!options.allow_other),
  );
  const emitted = useRef<unknown>(value);
  const nextOther = useRef(0);

  useEffect(() => {
    if (value !== emitted.current) {
      emitted.current = value;
      setRows(buildRows(readList(value), JSON.parse(choicesKey), !!options.allow_other));
    }
  }, [value, choicesKey, options.allow_other]);

  function commit(next: CheckboxRow[]) {
    setRows(next);
    const staged = writeList(checkedKeys(next), String(type), !!options.wrap);
    emitted.current = staged;
    onInput(staged);
  }

  const update = (id: string, patch: Partial<CheckboxRow>) =>
    commit(rows.map((r) => (r.id === id ? { ...r, ...patch } : r)));

  function move(from: number, to: number) {
    const next = [...rows];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    commit(next);
  }

  const draggable = !!options.draggable && !readonly;
  const plainRows = rows.map((row) => (
    <div key={row.id} className="checkboxes-row">
      <RowBody row={row} readonly={readonly} onChange={(patch) => update(row.id, patch)} />
    </div>
  ));
  return (
    <div
      id={inputId}
      role="group"
      className={`checkboxes-input${options.single ? ' single' : ''}${draggable ? ' draggable' : ''}`}
    >
      {draggable ? (
        <Suspense fallback={plainRows}>
          <SortableRows rows={rows} readonly={readonly} onChange={update} onMove={move} />
        </Suspense>
      ) : (
        plainRows
      )}
      {options.allow_other && !readonly ? (
        <button
          type="button"
          className="checkboxes-add"
          onClick={() => {
            nextOther.current += 1;
            setRows([
              ...rows,
              { id: `n:${nextOther.current}`, key: '', label: '', checked: true, custom: true },
            ]);
          }}
        >
          <Icon name="add" />
          {t('interfaces.checkboxes.add_new')}
        </button>
      ) : null}
    </div>
  );
}
