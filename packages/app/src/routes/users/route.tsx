import { ComingSoon } from '../placeholder/ComingSoon';

/** User directory and user edit (product.md §2): its own route chunk; a placeholder until the screen is built. */
export function Component() {
  return <ComingSoon title="user_directory" />;
}
