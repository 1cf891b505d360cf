import type { DisplayProps } from '../types';

export default function PrimaryKeyDisplay({ value }: DisplayProps<string | number>) {
  return <>{String(value ?? '')}</>;
}
