import { ComingSoon } from '../placeholder/ComingSoon';

/** File library and file edit (product.md §2): its own route chunk; a placeholder until the screen is built. */
export function Component() {
  return <ComingSoon title="file_library" />;
}
