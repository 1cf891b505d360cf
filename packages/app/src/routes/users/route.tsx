import { useParams } from 'react-router';
import { ItemEdit } from '../item/ItemEdit';
import { ListingScreen } from '../listing/ListingScreen';

/** User directory (cards by default) and user edit through the generic edit screen (product.md §2): its own route chunk. */
export function Component() {
  const { primaryKey } = useParams();
  if (primaryKey !== undefined) return <ItemEdit collection="directus_users" />;
  return <ListingScreen collection="directus_users" />;
}
