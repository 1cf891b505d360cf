import { describe, expect, it } from 'vitest';
import type { Field } from '@atrium/sdk';
import { revisionRows } from './revision-rows';

const field = (name: string, sort: number) => ({ field: name, sort }) as unknown as Field;

describe('revisionRows', () => {
  it('orders by the collection, marks the delta as changed with its value before', () => {
    const rows = revisionRows(
      { id: 1, title: 'New', body: 'Same', extra: 'x' },
      { title: 'New' },
      { id: 1, title: 'Old', body: 'Same' },
      { id: field('id', 1), title: field('title', 2), body: field('body', 3) },
    );
    expect(rows.map((r) => r.field)).toEqual(['id', 'title', 'body', 'extra']);
    expect(rows.find((r) => r.field === 'title')).toEqual({
      field: 'title',
      before: 'Old',
      after: 'New',
      changed: true,
    });
    expect(rows.filter((r) => r.changed).map((r) => r.field)).toEqual(['title']);
  });

  it('without a previous revision has no before values; a field only in the delta still shows', () => {
    const rows = revisionRows({ id: 2 }, { id: 2, status: 'draft' }, null, undefined);
    expect(rows).toEqual([
      { field: 'id', before: undefined, after: 2, changed: true },
      { field: 'status', before: undefined, after: 'draft', changed: true },
    ]);
  });
});
