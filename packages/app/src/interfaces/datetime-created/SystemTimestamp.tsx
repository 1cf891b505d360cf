import { useTranslation } from 'react-i18next';
import { formatDate, formatRelative } from '../../i18n/dates';
import { toDate } from '../datetime/parse-datetime';
import './system-timestamp.css';

interface Props {
  value: unknown;
  showRelative: boolean | null;
}

/** A server-set timestamp (UTC on the wire) as the long local date and time, or relative. */
export function TimestampText({ value, showRelative }: Props) {
  const date = toDate(value, true);
  if (!date) return <>{value ? String(value) : '--'}</>;
  return (
    <time dateTime={date.toISOString()} title={formatDate(date, 'long')}>
      {showRelative ? formatRelative(date) : formatDate(date, 'long')}
    </time>
  );
}

/**
 * The always read-only box of datetime-created / datetime-updated: the timestamp, or "You are
 * creating this now" on a new item and "Unknown" when an existing item has none.
 */
export function TimestampBox({
  value,
  showRelative,
  newItem,
  inputId,
}: Props & { newItem: boolean; inputId: string }) {
  const { t } = useTranslation();
  const empty = value === null || value === undefined || value === '';
  if (empty) {
    return (
      <input
        id={inputId}
        className="input"
        disabled
        readOnly
        value={newItem ? t('interfaces.datetime-created.now') : t('interfaces.datetime-created.unknown')}
      />
    );
  }
  return (
    <div className="system-timestamp" id={inputId} role="textbox" aria-readonly="true">
      <span className="material-icons system-timestamp-icon" aria-hidden="true">
        today
      </span>
      <TimestampText value={value} showRelative={showRelative} />
    </div>
  );
}
