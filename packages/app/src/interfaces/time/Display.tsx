import type { DisplayProps } from '../types';
import { toTime, toTwelveHour } from './parse-time';

interface Options {
  display24HourClock: boolean | null;
}

/** The stored text on a 24-hour clock; `1:05 PM` otherwise. */
export default function TimeDisplay({ value, options }: DisplayProps<string, Options>) {
  const time = toTime(value);
  if (!time || options.display24HourClock) return <>{String(value ?? '--')}</>;
  return <>{toTwelveHour(time)}</>;
}
