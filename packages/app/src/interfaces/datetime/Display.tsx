import type { DisplayProps } from '../types';
import { formatDate, formatRelative } from '../../i18n/dates';
import { toDate } from './parse-datetime';

interface Options {
  showRelative: boolean | null;
}

/** "2 hours ago" with `showRelative`, else the long localized date and time. */
export default function DatetimeDisplay({ value, type, options }: DisplayProps<string, Options>) {
  const date = toDate(value, type === 'datetime_created' || type === 'datetime_updated');
  if (!date) return <>{value ? String(value) : '--'}</>;
  return (
    <time dateTime={date.toISOString()} title={formatDate(date, 'long')}>
      {options.showRelative ? formatRelative(date) : formatDate(date, 'long')}
    </time>
  );
}
