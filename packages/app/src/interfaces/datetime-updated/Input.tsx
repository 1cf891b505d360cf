import type { InputProps } from '../types';
import { TimestampBox } from '../datetime-created/SystemTimestamp';

interface Options {
  showRelative: boolean | null;
}

/** Set by the server on every save; never editable. */
export default function DatetimeUpdatedInput({
  value,
  options,
  newItem,
  inputId,
}: InputProps<string, Options>) {
  return (
    <TimestampBox value={value} showRelative={options.showRelative} newItem={newItem} inputId={inputId} />
  );
}
