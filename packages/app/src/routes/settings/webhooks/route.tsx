import { useParams } from 'react-router';
import { ItemEdit } from '../../item/ItemEdit';
import { ListingScreen } from '../../listing/ListingScreen';
import { DeliveryLog } from './DeliveryLog';

/**
 * Settings › Webhooks (product.md §2): the generic listing and edit screens of
 * `directus_webhooks`, plus, on a saved webhook's page, the delivery log the server keeps.
 */
export function Component() {
  const { primaryKey } = useParams();
  if (primaryKey === undefined) return <ListingScreen collection="directus_webhooks" />;
  return (
    <ItemEdit key={primaryKey} collection="directus_webhooks" outro={<DeliveryLog webhook={primaryKey} />} />
  );
}
