import { useParams } from 'react-router';
import { ListingScreen } from '../listing/ListingScreen';
import { UserEdit } from './UserEdit';
import { UserDirectoryActions } from './UserDirectoryActions';

/** User directory (with invitations for admins) and the user page / own profile (product.md §2). */
export function Component() {
  const { primaryKey } = useParams();
  if (primaryKey !== undefined) return <UserEdit />;
  return (
    <ListingScreen
      collection="directus_users"
      addButton={(allowed) => <UserDirectoryActions canAdd={allowed} />}
    />
  );
}
