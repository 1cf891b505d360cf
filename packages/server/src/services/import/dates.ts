/**
 * Dates of an import file: ISO 8601 and the common local forms (`27/11/2026`, `11/27/2026 14:30`,
 * `27.11.2026`, `2026/11/27`), read in a chosen time zone when they carry no offset, written as
 * the API stores them (`Y-m-d`, `H:i:s`, UTC `Y-m-d H:i:s`). null: not a date in any known form.
 */

export type DateOrder = 'dmy' | 'mdy' | 'ymd';

interface Parts {
  y: number;
  mo: number;
  d: number;
  h: number;
  mi: number;
  s: number;
  /** Minutes east of UTC, when the text gave one. */
  offset: number | null;
}

const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*(Z|[+-]\d{2}:?\d{2})?)?$/i;
const LOCAL = /^(\d{1,4})[/.-](\d{1,2})[/.-](\d{1,4})(?:[ T,]+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*(am|pm)?)?$/i;

function offsetMinutes(text: string | undefined): number | null {
  if (!text) return null;
  if (text.toUpperCase() === 'Z') return 0;
  const m = /^([+-])(\d{2}):?(\d{2})$/.exec(text)!;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
}

function parse(text: string, order: DateOrder): Parts | null {
  const iso = ISO.exec(text);
  if (iso) {
    return {
      y: Number(iso[1]),
      mo: Number(iso[2]),
      d: Number(iso[3]),
      h: Number(iso[4] ?? 0),
      mi: Number(iso[5] ?? 0),
      s: Number(iso[6] ?? 0),
      offset: offsetMinutes(iso[7]),
    };
  }
  const m = LOCAL.exec(text);
  if (!m) return null;
  const [a, b, c] = [m[1]!, m[2]!, m[3]!];
  let y: string, mo: string, d: string;
  if (a.length === 4) [y, mo, d] = [a, b, c];
  else if (order === 'mdy') [mo, d, y] = [a, b, c];
  else [d, mo, y] = [a, b, c];
  let year = Number(y);
  if (y.length === 2) year += year < 70 ? 2000 : 1900;
  else if (y.length !== 4) return null;
  let h = Number(m[4] ?? 0);
  const ampm = m[7]?.toLowerCase();
  if (ampm) {
    if (h < 1 || h > 12) return null;
    h = (h % 12) + (ampm === 'pm' ? 12 : 0);
  }
  return {
    y: year,
    mo: Number(mo),
    d: Number(d),
    h,
    mi: Number(m[5] ?? 0),
    s: Number(m[6] ?? 0),
    offset: null,
  };
}

function valid(p: Parts): boolean {
  if (p.mo < 1 || p.mo > 12 || p.d < 1 || p.h > 23 || p.mi > 59 || p.s > 59) return false;
  const days = new Date(Date.UTC(p.y, p.mo, 0)).getUTCDate();
  return p.d <= days;
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** Minutes east of UTC of `zone` at the instant `utcMs`. */
function zoneOffset(utcMs: number, zone: string): number {
  const f = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const v: Record<string, number> = {};
  for (const part of f.formatToParts(new Date(utcMs))) v[part.type] = Number(part.value);
  const asUtc = Date.UTC(v.year!, v.month! - 1, v.day!, v.hour!, v.minute!, v.second!);
  return Math.round((asUtc - utcMs) / 60000);
}

export function importDate(text: string, order: DateOrder): string | null {
  const p = parse(text.trim(), order);
  if (!p || !valid(p)) return null;
  return `${pad(p.y, 4)}-${pad(p.mo)}-${pad(p.d)}`;
}

export function importTime(text: string): string | null {
  const m = /^(\d{1,2}):(\d{2})(?::(\d{2}))?\s*(am|pm)?$/i.exec(text.trim());
  if (!m) return null;
  let h = Number(m[1]);
  if (m[4]) h = (h % 12) + (m[4].toLowerCase() === 'pm' ? 12 : 0);
  const mi = Number(m[2]);
  const s = Number(m[3] ?? 0);
  if (h > 23 || mi > 59 || s > 59) return null;
  return `${pad(h)}:${pad(mi)}:${pad(s)}`;
}

/** A date and time as UTC `Y-m-d H:i:s`: its own offset, else the wall time in `zone`. */
export function importDatetime(text: string, order: DateOrder, zone: string): string | null {
  const p = parse(text.trim(), order);
  if (!p || !valid(p)) return null;
  const wall = Date.UTC(p.y, p.mo - 1, p.d, p.h, p.mi, p.s);
  let utc: number;
  if (p.offset !== null) utc = wall - p.offset * 60000;
  else {
    utc = wall - zoneOffset(wall, zone) * 60000;
    utc = wall - zoneOffset(utc, zone) * 60000;
  }
  const d = new Date(utc);
  return (
    `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ` +
    `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
  );
}
