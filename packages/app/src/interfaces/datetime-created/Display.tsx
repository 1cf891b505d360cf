import type { DisplayProps } from '../types';
import { TimestampText } from './SystemTimestamp';

interface Options {
  showRelative: boolean | null;
}

export default function DatetimeCreatedDisplay({ value, options }: DisplayProps<string, Options>) {
  return <TimestampText value={value} showRelative={options.showRelative} />;
}
