import { describe, expect, it } from 'vitest';
import type { Activity, Revision } from '@atrium/sdk';
import { buildTimeline, commentText } from '../../src/routes/item/timeline';
import { parseItemTarget, validationErrors } from '../../src/routes/item/item-route';

const act = (
  id: number,
  action: string,
  by: Activity['action_by'] = { id: 1, first_name: 'Ada', last_name: 'L' },
): Activity => ({
  id,
  action,
  action_by: by,
  action_on: '2026-01-01 10:00:00',
  collection: 'articles',
  item: '1',
  comment: action === 'comment' ? 'Hi' : null,
});

describe('item route segment', () => {
  it('tells new, single and batch apart', () => {
    expect(parseItemTarget('+')).toEqual({ kind: 'new' });
    expect(parseItemTarget('7')).toEqual({ kind: 'single', key: '7' });
    expect(parseItemTarget('1,2,3')).toEqual({ kind: 'batch', keys: ['1', '2', '3'] });
    expect(parseItemTarget(encodeURIComponent('a,b'))).toEqual({ kind: 'batch', keys: ['a', 'b'] });
  });
});

describe('server validation errors', () => {
  it('puts each "<field>: <violation>" on its field', () => {
    expect(validationErrors('title: is required slug: must be unique', ['title', 'slug'])).toEqual({
      title: 'is required',
      slug: 'must be unique',
    });
  });
  it('keeps text naming no field under the empty key', () => {
    expect(validationErrors('Something broke', ['title'])).toEqual({ '': 'Something broke' });
  });
});

describe('timeline', () => {
  it('appends the external entry unless the oldest is a create or upload', () => {
    expect(buildTimeline([act(2, 'update'), act(1, 'create')], []).map((e) => e.id)).toEqual([2, 1]);
    expect(buildTimeline([act(2, 'update')], []).map((e) => e.id)).toEqual([2, 'external']);
    expect(buildTimeline([], []).map((e) => e.id)).toEqual(['external']);
    expect(buildTimeline([act(3, 'upload')], []).map((e) => e.id)).toEqual([3]);
  });
  it('names Unknown User for activity without a user and links revisions by activity', () => {
    const revision = { id: 9, activity: 2, data: { title: 'x' } } as unknown as Revision;
    const [entry] = buildTimeline([act(2, 'update', null)], [revision]);
    expect(entry!.user).toBeNull();
    expect(entry!.revision?.id).toBe(9);
  });
  it('removes hash signs and escapes HTML in comments', () => {
    expect(commentText('#Nice <script>alert(1)</script> & ok')).toBe(
      'Nice &lt;script&gt;alert(1)&lt;/script&gt; &amp; ok',
    );
  });
});
