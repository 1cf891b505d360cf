import { CountDisplay } from '../related/CountDisplay';
import type { DisplayProps } from '../types';

export default function OneToManyDisplay(props: DisplayProps<unknown, { template?: string | null }>) {
  return <CountDisplay {...props} />;
}
