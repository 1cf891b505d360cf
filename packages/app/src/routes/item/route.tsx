import { ItemEdit } from './ItemEdit';

/** Item edit screen (product.md §2): `#/{p}/collections/{c}/{pk}`, `+` for new, `1,2,3` for batch. */
export function Component() {
  return <ItemEdit />;
}
