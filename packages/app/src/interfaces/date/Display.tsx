import type { DisplayProps } from '../types';
import { formatDate, formatRelative } from '../../i18n/dates';
import { toLocalDate } from './parse-date';

interface Options {
  localized: boolean | null;
  showRelative: boolean | null;
}

/** `localized` wins (short date), else "3 days ago" with `showRelative`, else the stored text. */
export default function DateDisplay({ value, options }: DisplayProps<string, Options>) {
  const date = toLocalDate(value);
  if (!date) return <>{value ? String(value) : '--'}</>;
  if (options.localized) return <time dateTime={String(value)}>{formatDate(date, 'short')}</time>;
  if (options.showRelative) return <time dateTime={String(value)}>{formatRelative(date)}</time>;
  return <>{String(value)}</>;
}
