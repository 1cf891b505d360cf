import type { DisplayProps } from '../types';

export default function SortDisplay({ value }: DisplayProps<number>) {
  return <>{String(value ?? '')}</>;
}
