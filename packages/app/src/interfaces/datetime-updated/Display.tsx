import type { DisplayProps } from '../types';
import { TimestampText } from '../datetime-created/SystemTimestamp';

interface Options {
  showRelative: boolean | null;
}

export default function DatetimeUpdatedDisplay({ value, options }: DisplayProps<string, Options>) {
  return <TimestampText value={value} showRelative={options.showRelative} />;
}
