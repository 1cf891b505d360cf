import { Time } from '@internationalized/date';

const TIME = /^(\d{1,2}):(\d{2})(?::(\d{2}))?/;

/** A stored `HH:mm:ss` (or `HH:mm`) as a Time; null when unusable. */
export function toTime(value: unknown): Time | null {
  if (typeof value !== 'string') return null;
  const match = TIME.exec(value);
  if (!match) return null;
  const [hour, minute, second] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
  if (hour > 23 || minute > 59 || second > 59) return null;
  return new Time(hour, minute, second);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Storage format `HH:mm:ss`. */
export function toStoredTime(time: Time): string {
  return `${pad(time.hour)}:${pad(time.minute)}:${pad(time.second)}`;
}

/** `1:05 PM` (seconds only when not zero; 0 h is 12 AM). */
export function toTwelveHour(time: Time): string {
  const hour = time.hour % 12 === 0 ? 12 : time.hour % 12;
  const seconds = time.second ? `:${pad(time.second)}` : '';
  return `${hour}:${pad(time.minute)}${seconds} ${time.hour < 12 ? 'AM' : 'PM'}`;
}
