import { formatTitle } from '../../lib/format';
import type { DisplayProps } from '../types';

/** The interface id in Title Case (`text-input` → Text Input). */
export default function InterfacesDisplay({ value }: DisplayProps<string>) {
  if (value === null || value === undefined || value === '') return null;
  return <span title={String(value)}>{formatTitle(String(value))}</span>;
}
