import type { Announcements, DndContextProps, UniqueIdentifier } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';

/**
 * What a screen reader hears while an item of a sortable list moves — its name and position, in
 * the user's language, never internal ids — and how to move one from the keyboard. For every
 * `DndContext` of the app: `<DndContext accessibility={useSortAnnouncements(ids, nameOf)}>`.
 */
export function useSortAnnouncements(
  ids: readonly UniqueIdentifier[],
  nameOf: (id: UniqueIdentifier) => string,
): DndContextProps['accessibility'] {
  const { t } = useTranslation();
  const name = (id: UniqueIdentifier) =>
    nameOf(id) || t('sorting.item_at', { position: ids.indexOf(id) + 1 });
  const place = (id: UniqueIdentifier) => ({ position: ids.indexOf(id) + 1, count: ids.length });
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('sorting.drag_picked', { item: name(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('sorting.drag_moved', { item: name(active.id), ...place(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      t('sorting.drag_dropped', { item: name(active.id), ...place(over?.id ?? active.id) }),
    onDragCancel: ({ active }) => t('sorting.drag_cancelled', { item: name(active.id) }),
  };
  return { announcements, screenReaderInstructions: { draggable: t('sorting.drag_instructions') } };
}
