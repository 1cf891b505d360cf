import type { Activity, Revision } from '@atrium/sdk';

export interface TimelineEntry {
  id: number | 'external';
  action: string;
  date: string | null;
  /** Display name; null = unknown user. */
  user: string | null;
  comment: string | null;
  revision: Revision | null;
}

/** A user's name from an activity's `action_by` (null when unknown). */
function userName(by: Activity['action_by']): string | null {
  if (!by || typeof by !== 'object') return null;
  const name = [by.first_name, by.last_name].filter(Boolean).join(' ').trim();
  return name || null;
}

/**
 * The item's timeline, newest first (product.md §4 Activity timeline): activity rows with their
 * revisions; a synthetic `external` entry last unless the oldest entry is a create or upload.
 */
export function buildTimeline(activity: Activity[], revisions: Revision[]): TimelineEntry[] {
  const byActivity = new Map<number, Revision>();
  for (const r of revisions) {
    const id = typeof r.activity === 'object' && r.activity ? r.activity.id : Number(r.activity);
    byActivity.set(id, r);
  }
  const entries: TimelineEntry[] = activity.map((a) => ({
    id: a.id,
    action: String(a.action).toLowerCase(),
    date: a.action_on ?? null,
    user: userName(a.action_by),
    comment: a.comment ?? null,
    revision: byActivity.get(a.id) ?? null,
  }));
  const oldest = entries[entries.length - 1];
  if (!oldest || (oldest.action !== 'create' && oldest.action !== 'upload')) {
    entries.push({
      id: 'external',
      action: 'external',
      date: null,
      user: null,
      comment: null,
      revision: null,
    });
  }
  return entries;
}

/** Comment text for display (product.md §5): hash signs removed, HTML escaped. */
export function commentText(comment: string): string {
  return comment
    .replace(/#/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}
