import { describe, expect, it } from 'vitest';
import {
  stagedPayload,
  valueToStage,
  withEdit,
  withRemoval,
  withRestore,
  workingRows,
  type Row,
} from './payload';

const saved: Row[] = [
  { id: 1, body: 'one', article: 9 },
  { id: 2, body: 'two', article: 9 },
];
const NULLIFY = { kind: 'nullify', field: 'article' } as const;
const DELETE = { kind: 'delete' } as const;

describe('relational payloads (app-catalogue §8 pitfall 4)', () => {
  it('the saved value stages nothing; anything else is the payload', () => {
    expect(stagedPayload(saved, saved)).toEqual([]);
    expect(stagedPayload([{ id: 1, body: 'x' }], saved)).toEqual([{ id: 1, body: 'x' }]);
    expect(stagedPayload(null, saved)).toEqual([]);
  });

  it('working rows: edits merged, removals dropped, new and linked rows after the saved ones', () => {
    const payload = [{ id: 1, body: 'ONE' }, { id: 2, article: null }, { body: 'new' }, { id: 7 }];
    const rows = workingRows(saved, payload, 'id', NULLIFY);
    expect(rows.map((r) => [r.status, r.key, r.row.body])).toEqual([
      ['edited', 1, 'ONE'],
      ['new', null, 'new'],
      ['linked', 7, undefined],
    ]);
  });

  it('edits merge into one entry per row, nested objects deep', () => {
    let payload = withEdit([], 'id', 1, { body: 'a' });
    payload = withEdit(payload, 'id', 1, { title: 'b' });
    expect(payload).toEqual([{ id: 1, body: 'a', title: 'b' }]);
    const nested = withEdit([{ id: 5, tag: { id: 2, name: 'x' } }], 'id', 5, {
      tag: { id: 2, colour: 'red' },
    });
    expect(nested).toEqual([{ id: 5, tag: { id: 2, name: 'x', colour: 'red' } }]);
  });

  it('removal: a saved row by delete_mode, a new row by leaving the payload; restore undoes a $delete', () => {
    const rows = workingRows(saved, [{ body: 'new' }], 'id', DELETE);
    expect(withRemoval([{ body: 'new' }], rows[0]!, 'id', DELETE)).toEqual([
      { body: 'new' },
      { id: 1, $delete: true },
    ]);
    expect(withRemoval([{ body: 'new' }], rows[0]!, 'id', NULLIFY)).toEqual([
      { body: 'new' },
      { id: 1, article: null },
    ]);
    expect(withRemoval([{ body: 'new' }], rows[2]!, 'id', DELETE)).toEqual([]);
    expect(withRestore([{ id: 1, $delete: true }], 'id', 1)).toEqual([]);
  });

  it('nothing left to change stages the saved value; $temp keys never leave', () => {
    expect(valueToStage([], saved)).toBe(saved);
    expect(valueToStage([], undefined)).toBeNull();
    expect(valueToStage([{ $temp_1: true, body: 'x', tag: { $temp_2: 1, name: 'y' } }], saved)).toEqual([
      { body: 'x', tag: { name: 'y' } },
    ]);
  });
});
