import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, setLocale } from '../i18n';
import { useSortAnnouncements } from './sort-announcements';

type Ann = Required<NonNullable<ReturnType<typeof useSortAnnouncements>>>['announcements'];
const event = (active: string, over?: string) =>
  ({ active: { id: active }, over: over ? { id: over } : null }) as never;

describe('sortable list announcements', () => {
  afterEach(async () => {
    await setLocale('en-US');
  });

  it('name the moving item and its place, never its internal id', () => {
    const { result } = renderHook(() =>
      useSortAnnouncements(['k1', 'k2', 'k3'], (id) => (id === 'k2' ? 'Second post' : '')),
    );
    const a = result.current!.announcements as Ann;
    expect(a.onDragStart(event('k2'))).toBe('Picked up Second post.');
    expect(a.onDragOver(event('k2', 'k3'))).toBe('Second post is at position 3 of 3.');
    expect(a.onDragEnd(event('k2', 'k1'))).toBe('Second post dropped at position 1 of 3.');
    // An item without a name is called by its position.
    expect(a.onDragCancel(event('k3'))).toBe('Moving Item 3 was cancelled.');
    expect(result.current!.screenReaderInstructions!.draggable).toMatch(/press Space/);
  });

  it('speak the user’s language', async () => {
    await setLocale('de-DE');
    expect(i18n.language).toBe('de-DE');
    const { result } = renderHook(() => useSortAnnouncements(['a', 'b'], () => 'Titel'));
    const a = result.current!.announcements as Ann;
    expect(a.onDragStart(event('a'))).toBe('Titel aufgenommen.');
    expect(a.onDragEnd(event('a', 'b'))).toBe('Titel an Position 2 von 2 abgelegt.');
  });
});
