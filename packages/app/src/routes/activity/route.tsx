import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { Item } from '../../layouts/types';
import { ListingScreen } from '../listing/ListingScreen';
import { ActivityDetail } from './ActivityDetail';

/** Activity log (a timeline by default, no add or delete) and detail (product.md §2). */
export function Component() {
  const { primaryKey } = useParams();
  const { t } = useTranslation();
  // Activity without a user reads 'Unknown User' (product.md §8).
  const mapItems = useCallback(
    (items: Item[]) =>
      items.map((item) =>
        item.action_by
          ? item
          : { ...item, action_by: { id: null, first_name: t('unknown_user'), last_name: '' } },
      ),
    [t],
  );
  if (primaryKey !== undefined) return <ActivityDetail id={primaryKey} />;
  return <ListingScreen collection="directus_activity" mapItems={mapItems} />;
}
