import { useMemo, useState } from 'react';
import { savedRows, stagedPayload, valueToStage, type Row } from './payload';

/**
 * The staged state of a relational list (one-to-many, many-to-many): the changes made so far
 * (`payload`), the saved rows keyed by `keyField`, the rows picked in the select modal (whose
 * values need not be fetched again) and `emit`, which hands the changes to the form.
 */
export function useStagedList(
  value: unknown,
  savedValue: unknown,
  keyField: string,
  onInput: (value: unknown) => void,
) {
  const payload = useMemo(() => stagedPayload(value, savedValue), [value, savedValue]);
  const saved = useMemo(() => savedRows(savedValue, keyField), [savedValue, keyField]);
  const [picked, setPicked] = useState<Map<string, Row>>(new Map());
  /** Remembers the rows picked in the select modal, by their `key` field. */
  const pick = (items: Row[], key: string) => {
    const next = new Map(picked);
    for (const item of items) next.set(String(item[key]), item);
    setPicked(next);
  };
  const emit = (next: Row[]) => onInput(valueToStage(next, savedValue));
  return { payload, saved, picked, pick, emit };
}
