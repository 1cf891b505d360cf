import { CountDisplay } from '../related/CountDisplay';
import type { DisplayProps } from '../types';

export default function ManyToManyDisplay(props: DisplayProps<unknown, { template?: string | null }>) {
  return <CountDisplay {...props} />;
}
