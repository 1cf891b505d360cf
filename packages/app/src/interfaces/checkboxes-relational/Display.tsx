import { CountDisplay } from '../related/CountDisplay';
import type { DisplayProps } from '../types';

/** "N Items"; the rows through `listing_template` (a junction path, e.g. `{{tag.name}}`) on hover. */
export default function CheckboxesRelationalDisplay(
  props: DisplayProps<unknown, { listing_template?: string | null }>,
) {
  return <CountDisplay {...props} options={{ template: props.options.listing_template }} />;
}
