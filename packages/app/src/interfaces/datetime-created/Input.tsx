import type { InputProps } from '../types';
import { TimestampBox } from './SystemTimestamp';

interface Options {
  showRelative: boolean | null;
}

/** Set by the server when the item is created; never editable. */
export default function DatetimeCreatedInput({
  value,
  options,
  newItem,
  inputId,
}: InputProps<string, Options>) {
  return (
    <TimestampBox value={value} showRelative={options.showRelative} newItem={newItem} inputId={inputId} />
  );
}
