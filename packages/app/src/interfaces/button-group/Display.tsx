import { formatTitle } from '../../lib/format';
import type { DisplayProps } from '../types';

export default function ButtonGroupDisplay({ value }: DisplayProps<string>) {
  return <span>{formatTitle(String(value ?? ''))}</span>;
}
