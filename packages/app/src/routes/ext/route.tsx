import { ComingSoon } from '../placeholder/ComingSoon';

/** Module extension screen (product.md §2): its own route chunk; a placeholder until the screen is built. */
export function Component() {
  return <ComingSoon title="module" />;
}
