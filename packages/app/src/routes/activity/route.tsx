import { ComingSoon } from '../placeholder/ComingSoon';

/** Activity listing and detail (product.md §2): its own route chunk; a placeholder until the screen is built. */
export function Component() {
  return <ComingSoon title="activity_log" />;
}
