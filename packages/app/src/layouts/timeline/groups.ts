import type { Item } from '../types';

export interface DayGroup {
  /** `yyyy-MM-dd`. */
  day: string;
  items: Item[];
}

/** Consecutive items of the same day grouped under that day, keeping the list's order. */
export function groupByDay(items: Item[], dateField: string): DayGroup[] {
  const groups: DayGroup[] = [];
  for (const item of items) {
    const value = item[dateField];
    const day = typeof value === 'string' ? value.slice(0, 10) : '';
    const last = groups[groups.length - 1];
    if (last && last.day === day) last.items.push(item);
    else groups.push({ day, items: [item] });
  }
  return groups;
}

const ACTION_COLORS: Record<string, string> = {
  create: 'success',
  update: 'success',
  authenticate: 'blue-grey-600',
  delete: 'warning',
  upload: 'accent',
};

/** A colour field named `action` (the activity log) maps actions to tokens. */
export function actionColor(field: string, value: unknown): unknown {
  if (field !== 'action' || typeof value !== 'string') return value;
  return ACTION_COLORS[value.toLowerCase()] ?? value;
}
