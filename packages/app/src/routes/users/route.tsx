import { useParams } from 'react-router';
import { ComingSoon } from '../placeholder/ComingSoon';
import { ListingScreen } from '../listing/ListingScreen';

/** User directory (cards by default) and user edit (product.md §2): its own route chunk. */
export function Component() {
  const { primaryKey } = useParams();
  if (primaryKey !== undefined) return <ComingSoon title="user_directory" />;
  return <ListingScreen collection="directus_users" />;
}
